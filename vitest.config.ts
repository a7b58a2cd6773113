import { defineConfig } from 'vitest/config';

const resultsDir = process.env.CI_RESULTS_DIR;
/** The API tests' second pass, on PostgreSQL (scripts/test-api-pg.mjs), reports apart. */
const reportName = process.env.TEST_DATABASE_URL ? 'vitest-postgres' : 'vitest';

// One Vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // Two workers for a 2-core machine; each server test file opens its own PGlite database.
    maxWorkers: 2,
    // In CI a JSON report is written beside the console output, for the summary line, and
    // each test file's time, for the summary's slowest files.
    ...(resultsDir
      ? {
          reporters: [
            'default',
            'json',
            [
              './scripts/vitest-file-times.mjs',
              { outputFile: `${resultsDir}/times/${reportName}.json`, runner: reportName },
            ],
          ],
          outputFile: { json: `${resultsDir}/${reportName}.json` },
        }
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
      './apps/server/vitest.isolated.config.ts',
      './apps/web/vitest.config.ts',
      './bench/vitest.config.ts',
      './soak/vitest.config.ts',
      './cluster/vitest.config.ts',
    ],
  },
});
