/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite/build-meta-plugin.ts; undefined under Vitest, which does not run that plugin. */
  readonly PORTAL_BUILD_ID?: string;
}
