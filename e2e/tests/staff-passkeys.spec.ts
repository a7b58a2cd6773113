import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { PORT } from '../support/servers';
import { DEMO_PASSWORD } from '../support/sign-in';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/**
 * Decision 056: a staff log-in with no second factor (as a colleague's reset leaves it) sets
 * up a passkey at its sign-in, in Chromium's virtual authenticator, reaches the management
 * page, signs out, and signs in again with its password and that passkey. Passkeys need a
 * host name, so the test has a portal of its own at localhost; its database is a folder, so
 * Sam's factor can be taken away between two starts (the demo has no second staff member to
 * reset it through the page; the reset itself is tested in api/staff).
 */
const SAM = 'sam.sales@example.nz';

let server: OwnServer | undefined;
let dataDir: string | undefined;

/** Removes Sam's factor in the stopped portal's database, as the staff reset does. */
async function resetSamsFactor(folder: string): Promise<void> {
  // The server's database driver, loaded by path: not one of this project's dependencies.
  const pglite = '../../node_modules/@electric-sql/pglite/dist/index.js';
  const { PGlite } = (await import(pglite)) as {
    PGlite: new (dir: string) => {
      query: (sql: string, params: unknown[]) => Promise<unknown>;
      close: () => Promise<void>;
    };
  };
  const db = new PGlite(folder);
  await db.query(
    'delete from staff_second_factors where user_guid = (select user_guid from identities where email = $1)',
    [SAM],
  );
  await db.close();
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'staff-passkeys-'));
  // Beside the suite's two servers (PORT and PORT + 1): seeded once, then started again.
  const seeding = await startOwnServer(PORT + 2, { dataDir });
  await seeding.stop();
  await resetSamsFactor(dataDir);
  server = await startOwnServer(PORT + 2, { dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

/** The staff sign-in's first step: Sam's email and password. */
async function staffPassword(page: Page) {
  await page.goto('/login?staff=true');
  await page.waitForURL(/\/idp\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(SAM);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectManagement(page: Page) {
  await expect(page).toHaveURL(/\/management$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Reset a colleague’s second factor' }),
  ).toBeVisible();
}

test('Sam sets up a passkey at sign-in after a reset, and signs in with it next time', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  if (server === undefined) throw new Error('no server for the test');
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    const { cdp, id: authenticatorId } = await addVirtualAuthenticator(page);

    await staffPassword(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up your second step' }),
    ).toBeVisible();
    // Both ways: a passkey here, or the app's key and code.
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    const setUp = page.getByRole('button', { name: 'Set up a passkey on this device' });
    await expect(setUp).toBeVisible();
    await look(page, 'staff-passkey-enrol');
    await setUp.click();
    await expectManagement(page);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe('localhost');

    await page.getByRole('button', { name: /my account/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/logout(\/logout)?-complete/);

    // Next time: the password, then "Use your passkey"; no code is asked for.
    await staffPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Use your passkey' })).toBeVisible();
    await expect(page.getByLabel('6-digit code')).toHaveCount(0);
    await look(page, 'staff-passkey-use');
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await expectManagement(page);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]?.signCount).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
