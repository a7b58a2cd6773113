import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const resultsDir = process.env.CI_RESULTS_DIR;
const repoRoot = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium; Playwright never downloads a browser here. */
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: resultsDir
    ? [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { launchOptions: chromiumLaunch } },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testIgnore: /responsive\.spec\.ts/,
    },
    {
      name: 'phone',
      dependencies: ['setup'],
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch },
      testMatch: /responsive\.spec\.ts/,
    },
  ],
  // The real server on a fresh in-memory database, seeded with the demo data.
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: 'memory://',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
