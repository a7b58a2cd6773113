import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ensureServerBuild } from '../scripts/ensure-server-build';
import { PORT, SHORT_TOKEN_PORT, serverUrl } from './support/servers';

/**
 * E2E_BASE_URL runs the suite against a portal that is already running (e.g. the front door
 * of `npm run cluster`, http://127.0.0.1:8480) instead of starting one on a fresh in-memory
 * database. Only the refresh test still gets a server of its own: it needs 30-second tokens.
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? serverUrl(PORT);
const resultsDir = process.env.CI_RESULTS_DIR;
const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Debian's Chromium headless shell (scripts/ensure-chromium.sh): the same Blink as the full
 * browser without its windowing, as Playwright runs headless tests with its own downloads;
 * Playwright never downloads a browser here.
 */
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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

/**
 * The servers under test are the built server `npm start` runs (decision 033), so the suite
 * tests what ships. It is built here, once, before Playwright starts them: the runner reads
 * this file before its web servers start, and each worker reads it again (those skip this).
 */
const serverBuild = process.env.TEST_WORKER_INDEX === undefined ? ensureServerBuild() : '';

function serverOn(port: number, env: Record<string, string> = {}) {
  const url = serverUrl(port);
  return {
    command: `node ${serverBuild}`,
    cwd: repoRoot,
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: 'memory://',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The setup project signs each persona in once; a long run may leave one unused for
      // longer than the 30-minute idle timeout (the API tests cover the timeout itself).
      SESSION_IDLE_TIMEOUT: '86400',
      // For the same reason, their risky actions go through without asking again (decision
      // 052); step-up.spec.ts runs on the second server, whose window is 30 s.
      STEP_UP_MAX_AGE_SECONDS: '86400',
      ...env,
    },
  };
}

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
    // Recording a trace for every test costs about a seventh of the run; record one for a
    // failure you are chasing with `npm run test:e2e -- --trace retain-on-failure`.
    trace: 'off',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { launchOptions: chromiumLaunch } },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testIgnore:
        /(responsive|password-change|keyboard-top-up|account-activity|sign-in-recovery|notifications)\.spec\.ts/,
    },
    {
      name: 'phone',
      dependencies: ['setup'],
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch },
      testMatch: /responsive\.spec\.ts/,
    },
    {
      // After everything else: Aroha's password change (no one may sign in as her meanwhile)
      // and Ben's keyboard top-up (the top-up tests read his balance around their own).
      name: 'last',
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testMatch: /(password-change|keyboard-top-up)\.spec\.ts/,
    },
    {
      // After those: Aroha signs out everywhere else (issue 29), which ends every sign-in
      // of hers but the test's own, the setup project's saved one among them.
      name: 'activity',
      dependencies: ['last'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testMatch: /account-activity\.spec\.ts/,
    },
    {
      // After those: Aroha forgets her password, and the reset ends every session of hers,
      // the setup project's saved one and password-change's among them.
      name: 'recovery',
      dependencies: ['activity'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testMatch: /sign-in-recovery\.spec\.ts/,
    },
    {
      // Last of all: data use added to Aroha's line crosses her data alert, and changes the
      // usage figures the mobile tests read. It signs her in afresh after the recovery.
      name: 'alerts',
      dependencies: ['recovery'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testMatch: /notifications\.spec\.ts/,
    },
  ],
  // The real server on a fresh in-memory database, seeded with the demo data; a second one
  // with short lifetimes: access tokens of 30 seconds (the shortest allowed), for the refresh
  // test, and a step-up window of 30 seconds, for the step-up test.
  webServer: [
    ...(externalBaseUrl === undefined ? [serverOn(PORT)] : []),
    serverOn(SHORT_TOKEN_PORT, { IDP_ACCESS_TOKEN_TTL: '30', STEP_UP_MAX_AGE_SECONDS: '30' }),
  ],
});
