import { defineConfig } from 'vitest/config';

const resultsDir = process.env.CI_RESULTS_DIR;

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Two workers for a 2-core machine; each server test file opens its own PGlite database.
    maxWorkers: 2,
    // In CI a JSON report is written beside the console output, for the summary line.
    ...(resultsDir && !process.env.TEST_DATABASE_URL
      ? { reporters: ['default', 'json'], outputFile: { json: `${resultsDir}/vitest.json` } }
      : {}),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './apps/server/vitest.config.ts',
      './apps/web/vitest.config.ts',
      './bench/vitest.config.ts',
    ],
  },
});
