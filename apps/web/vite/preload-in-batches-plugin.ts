import path from 'node:path';
import type { Plugin } from 'vite';

/** The module Vite imports `__vitePreload` from in every chunk with a dynamic import. */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const BATCHED_HELPER = path.resolve(import.meta.dirname, '../src/boot/preload-in-batches.ts');

/**
 * Puts src/boot/preload-in-batches.ts in place of Vite's preload helper in the browser's
 * build: the same call, with the links added a few to a task (see that module). It loads
 * the helper's module before Vite's own plugin does, so it must run first (`pre`).
 */
export function preloadInBatchesPlugin(): Plugin {
  return {
    name: 'portal-preload-in-batches',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    load(id) {
      if (id !== VITE_PRELOAD_HELPER_ID) return null;
      return `export { __vitePreload } from ${JSON.stringify(BATCHED_HELPER)};`;
    },
  };
}
