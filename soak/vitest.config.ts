import { defineConfig } from 'vitest/config';

/** The soak's pure parts (its results file); the soak runs themselves are not tests. */
export default defineConfig({
  test: {
    name: 'soak',
    root: import.meta.dirname,
    environment: 'node',
    // As the root config's: Vitest 5 runs projects together only when they agree on it.
    maxWorkers: 2,
    include: ['*.test.ts'],
  },
});
