// Builds the server ahead of time (decision 033): esbuild bundles apps/server/src/server.ts
// and the workspace packages' TypeScript into apps/server/dist/server.mjs, which plain `node`
// runs. Every npm package stays external and loads from node_modules as it would under tsx,
// so none that reads files beside its own module (PGlite's wasm, pdfkit's fonts,
// oidc-provider, pino's transports) can break by being moved.
//
// `node scripts/server-build.mjs` builds when the build is missing or older than its sources;
// `npm run build:server` always builds.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestChange } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const serverBuild = path.join(root, 'apps/server/dist/server.mjs');
const serverSources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/server-build.mjs',
];

/**
 * The source files read files beside themselves through import.meta.dirname (stylesheets,
 * the sign-in page's script, the migrations). In one bundle that would be the bundle's own
 * folder, so each use becomes the source file's folder, found from the bundle's at run time:
 * the server runs from the checkout it was built in, its src folder beside dist.
 */
const sourceDirectories = {
  name: 'source-directories',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return { contents: source, loader: 'ts' };
      const fromBundle = path
        .relative(path.dirname(serverBuild), path.dirname(args.path))
        .split(path.sep)
        .join('/');
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `__portalSourceDir(${JSON.stringify(fromBundle)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** Workspace packages are TypeScript, which plain node cannot load: those go in the bundle. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

export function serverBuildIsStale() {
  if (!fs.existsSync(serverBuild)) return true;
  const builtAt = fs.statSync(serverBuild).mtimeMs;
  return serverSources.some((entry) => newestChange(entry) > builtAt);
}

/** Always builds; returns false when the build failed (esbuild's messages say why). */
export async function buildServer() {
  const { build } = await import('esbuild');
  const began = new Date();
  let outputFiles;
  try {
    ({ outputFiles } = await build({
      absWorkingDir: root,
      entryPoints: ['apps/server/src/server.ts'],
      outfile: serverBuild,
      // Written below, each file whole under its name at once: two test files (or a test and
      // `npm start`) may build side by side, and neither may run the other's half-written file.
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [npmPackagesExternal, sourceDirectories],
      banner: {
        js: [
          '// Built by scripts/server-build.mjs from apps/server/src; do not edit.',
          "import { join as __portalJoin } from 'node:path';",
          'const __portalSourceDir = (relative) => __portalJoin(import.meta.dirname, relative);',
        ].join('\n'),
      },
    }));
  } catch {
    return false;
  }
  fs.mkdirSync(path.dirname(serverBuild), { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${String(process.pid)}.partial`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  // Dated from the start, so a source saved while it built counts as newer next time.
  fs.utimesSync(serverBuild, began, began);
  return true;
}

/** Builds when stale; returns false when the build failed. */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return true;
  console.log('Building the server (no build yet, or its sources changed)...');
  return buildServer();
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ok = process.argv.includes('--always') ? await buildServer() : await buildServerIfStale();
  process.exit(ok ? 0 : 1);
}
