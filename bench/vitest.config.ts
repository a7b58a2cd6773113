import { defineConfig } from 'vitest/config';

/** The benchmark runner's pure parts (options, goals, RESULTS); the runs themselves are not tests. */
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    environment: 'node',
    // As the root config's: Vitest 5 runs projects together only when they agree on it.
    maxWorkers: 2,
    include: ['*.test.ts'],
  },
});
