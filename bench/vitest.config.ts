import { defineConfig } from 'vitest/config';

/** The benchmark runner's pure parts (options, goals, RESULTS); the runs themselves are not tests. */
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.test.ts'],
  },
});
