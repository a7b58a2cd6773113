import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { staticClosure } from './preload-start-stages.ts';

/**
 * The chunks index.html has loaded by the time the app runs: the entry and the start's
 * stages (preload-start-stages.ts), with all they import. Filled as the bundle is written,
 * before Vite resolves each lazy import's list of chunks to preload.
 */
const loadedAtStart = new Set<string>();

/**
 * Each lazy import carries the list of chunks to preload with it; every route's list named
 * again the 44 chunks the start has loaded already (a no-op for the browser), some 0.8 KB
 * gzip of the route definitions, which are part of the initial load (P5's budget). This
 * drops them from the lists. Should Vite's hooks change order and the set be empty when the
 * lists are made, nothing is dropped: the build is as before, only bigger.
 */
export function skipLoadedPreloadsPlugin(): Plugin {
  return {
    name: 'portal-skip-loaded-preloads',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    generateBundle(_options, bundle) {
      loadedAtStart.clear();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        const start = [output.fileName, ...output.dynamicImports];
        for (const file of staticClosure(bundle, start)) loadedAtStart.add(file);
      }
    },
  };
}

export const skipLoadedPreloads: ResolveModulePreloadDependenciesFn = (_fileName, deps) =>
  deps.filter((dep) => !loadedAtStart.has(dep));
