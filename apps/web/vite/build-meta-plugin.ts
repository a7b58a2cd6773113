import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * BUILD_META_PATH of @portal/contracts. Vite's config loader cannot import the package's
 * TypeScript source, so the value is repeated here and a test keeps the two equal.
 */
export const BUILD_META_FILE_PATH = '/build-meta.json';

/** Where the app reads its build id; declared for TypeScript in src/vite-env.d.ts. */
export const BUILD_ID_DEFINE_KEY = 'import.meta.env.PORTAL_BUILD_ID';

/**
 * One id per build, used twice: baked into the bundle (define) and written to
 * dist/build-meta.json. The running app polls the file and, when the ids differ, knows a
 * newer build has been deployed. BUILD_ID from CI wins so a rebuild of the same commit can
 * keep its id; otherwise time plus randomness is unique enough.
 */
export function buildMetaPlugin(metaPath: string = BUILD_META_FILE_PATH): Plugin {
  const buildId =
    process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const fileName = metaPath.replace(/^\//, '');
  const body = JSON.stringify({ buildId });

  return {
    name: 'portal-build-meta',
    config: () => ({ define: { [BUILD_ID_DEFINE_KEY]: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: `${body}\n` });
    },
    // The dev server has no dist; serve the same file so the build check has something to read.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== metaPath) {
          next();
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(body);
      });
    },
  };
}
