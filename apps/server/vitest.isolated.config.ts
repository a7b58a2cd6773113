import { defineConfig } from 'vitest/config';

/**
 * Server tests about the process itself (promise hooks, for one), which a file run before
 * them in a shared worker could change: a Sentry client, for example, turns on an
 * AsyncLocalStorage for good. Named `*.isolated.test.ts`; each runs in a fresh module graph.
 */
export default defineConfig({
  test: {
    name: 'server-isolated',
    root: import.meta.dirname,
    environment: 'node',
    // As the root config's: Vitest 5 runs projects together only when they agree on it.
    maxWorkers: 2,
    include: ['src/**/*.isolated.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    isolate: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
