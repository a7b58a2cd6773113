import { defineConfig } from 'vitest/config';

/** The cluster's pure parts (the restore's settings); the cluster itself is not a test. */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    environment: 'node',
    // As the root config's: Vitest 5 runs projects together only when they agree on it.
    maxWorkers: 2,
    include: ['*.test.ts'],
  },
});
