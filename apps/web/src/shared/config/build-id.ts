/** The id of the running build, baked in by vite/build-meta-plugin.ts ('dev' under Vitest). */
export const runningBuildId: string = import.meta.env.PORTAL_BUILD_ID ?? 'dev';
