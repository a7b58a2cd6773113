import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { bootChunkGroups, routeDefinitionsChunkGroup } from './vite/boot-chunk.ts';
import { stableMantineIdsPlugin } from './vite/stable-mantine-ids.ts';
import { buildMetaPlugin } from './vite/build-meta-plugin.ts';
import { chunkModulesPlugin } from './vite/chunk-modules-plugin.ts';
import { compileHintsPlugin } from './vite/compile-hints.ts';
import { devProxy } from './vite/dev-proxy.ts';
import { preloadInBatchesPlugin } from './vite/preload-in-batches-plugin.ts';
import { preloadStartStagesPlugin } from './vite/preload-start-stages.ts';
import { skipLoadedPreloads, skipLoadedPreloadsPlugin } from './vite/skip-loaded-preloads.ts';
import { stripSchemaMetaPlugin } from './vite/strip-schema-meta.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before react() so it can split route files first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    stableMantineIdsPlugin(),
    buildMetaPlugin(),
    preloadStartStagesPlugin(),
    preloadInBatchesPlugin(),
    compileHintsPlugin(),
    skipLoadedPreloadsPlugin(),
    chunkModulesPlugin(fileURLToPath(new URL('../..', import.meta.url))),
    stripSchemaMetaPlugin(fileURLToPath(new URL('../../packages/contracts/src', import.meta.url))),
  ],
  build: {
    // The manifest lets `npm run size` tell the initial load from lazy chunks (bench/web-size.ts).
    manifest: true,
    // A lazy import preloads only what the start has not loaded already.
    modulePreload: { resolveDependencies: skipLoadedPreloads },
    // The groups shape what a browser fetches. The server bundle (decisions 017, 018) keeps
    // the default split: with them its entry and the route definitions imported each other,
    // and a route read a value of the entry's before the entry had set it.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [...bootChunkGroups, routeDefinitionsChunkGroup] } } },
  },
  server: { proxy: devProxy },
  preview: { proxy: devProxy },
}));
