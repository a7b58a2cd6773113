import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    // As the root config's: Vitest 5 runs projects together only when they agree on it.
    maxWorkers: 2,
    include: ['src/**/*.test.ts'],
    // Tests of the process's own state run apart (vitest.isolated.config.ts).
    exclude: ['src/**/*.isolated.test.ts'],
    // Migrates and seeds once; each test file's database is a copy (db/testing.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // A worker keeps the modules it has loaded from one test file to the next, instead of
    // loading the server again per file (half of this project's time). Each file builds its
    // own app on its own database, and nothing the server keeps lives outside an app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
