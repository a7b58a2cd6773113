import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map lands in dist, beside Vite's own manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes which source modules went into each output chunk: { "assets/x.js": ["src/…", …] }.
 * Vite's manifest names chunks but not their contents, and `npm run size` must know where
 * the chart code ended up (never in the initial load). Paths are relative to the repository
 * and node_modules paths start at the package name, so the file is the same on any machine.
 */
export function chunkModulesPlugin(repoRoot: string): Plugin {
  const shorten = (id: string): string => {
    const clean = id.split('?')[0] ?? id;
    const inPackages = clean.lastIndexOf('/node_modules/');
    if (inPackages >= 0) return clean.slice(inPackages + '/node_modules/'.length);
    return path.relative(repoRoot, clean);
  };
  return {
    name: 'portal-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = [...new Set(output.moduleIds.map(shorten))].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(map, null, 1)}\n`,
      });
    },
  };
}
