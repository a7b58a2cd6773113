import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { look } from '../support/look';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { PORT } from '../support/servers';
import { signIn } from '../support/sign-in';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/**
 * Issue 29: Aroha adds a passkey on My details through Chromium's virtual authenticator (the
 * DevTools protocol's WebAuthn domain, a real WebAuthn ceremony in the browser), signs out,
 * and signs in with it, typing no password. Browsers make passkeys only for a host name, not
 * the suite's 127.0.0.1, so this test has a portal of its own at localhost (on a fresh copy
 * of the demo data, which no other test sees); its passkey is removed at the end all the same.
 */
const MY_DETAILS = '/account/my-details';

async function removeArohasPasskeys(page: Page) {
  const me = await page.request.get('/api/iam/Users/me');
  if (!me.ok()) return;
  const { userGuid } = ((await me.json()) as { data: { userGuid: string } }).data;
  const list = await page.request.get(`/api/iam/Users/${userGuid}/passkeys`);
  const { data } = (await list.json()) as { data: { id: string }[] };
  for (const { id } of data) {
    await page.request.delete(`/api/iam/Users/${userGuid}/passkeys/${id}`);
  }
}

let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Beside the suite's two servers (PORT and PORT + 1).
  server = await startOwnServer(PORT + 2);
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe("Aroha's passkey", () => {
  test.setTimeout(120_000);

  test('she adds one, signs out, and signs in with it, no password typed', async ({ browser }) => {
    if (server === undefined) throw new Error('no server for the test');
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    try {
      const { cdp, id: authenticatorId } = await addVirtualAuthenticator(page);
      await signIn(page, 'aroha@example.nz');
      await page.goto(MY_DETAILS);

      const section = page.getByRole('region', { name: 'Passkeys' });
      await expect(section.getByText('You have no passkeys yet.', { exact: false })).toBeVisible();
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(page.getByText('Passkey added.', { exact: false })).toBeVisible();
      const list = section.getByRole('list', { name: 'Your passkeys' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      // Named after the browser and device (the desktop project's user agent is Windows').
      await expect(list.getByText('Chrome on Windows')).toBeVisible();
      await expect(list.getByText(/not used yet/)).toBeVisible();
      // The browser holds it as a discoverable credential for the portal's host.
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]?.isResidentCredential).toBe(true);
      expect(credentials[0]?.rpId).toBe(new URL(page.url()).hostname);

      // She names it.
      await list.getByRole('button', { name: 'Rename Chrome on Windows' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rename passkey' });
      const name = dialog.getByRole('textbox', { name: 'Passkey name' });
      await name.fill('');
      await dialog.getByRole('button', { name: 'Save name' }).click();
      await expect(dialog.getByText('Enter a name for this passkey.')).toBeVisible();
      await name.fill('Aroha’s laptop');
      await dialog.getByRole('button', { name: 'Save name' }).click();
      await expect(dialog).toBeHidden();
      await expect(list.getByText('Aroha’s laptop')).toBeVisible();
      await look(page, 'passkeys-my-details');

      // Signed out, back to the sign-in page: the passkey, not the password.
      await page.getByRole('button', { name: /my account/i }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/logout(\/logout)?-complete/);
      // Her touch held back for now: the page also offers the passkey in the email field's
      // autofill at once, which the virtual authenticator would otherwise answer itself.
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', {
        authenticatorId,
        enabled: false,
      });
      await page.goto('/login');
      await page.waitForURL(/\/idp\/interaction\//);
      const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
      await expect(passkeyButton).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
      await look(page, 'passkeys-sign-in');
      await passkeyButton.click();
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
      await page.waitForURL((url) => !url.pathname.startsWith('/idp'));
      await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

      // It was her passkey that signed her in: used once, and the list says when.
      const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(after.credentials[0]?.signCount).toBeGreaterThan(0);
      await page.goto(MY_DETAILS);
      const used = page.getByRole('region', { name: 'Passkeys' });
      await expect(used.getByText(/last used/)).toBeVisible();

      // She removes it; it is gone from the list and signs nobody in from then on.
      await used.getByRole('button', { name: 'Remove Aroha’s laptop' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove passkey?' });
      await expect(confirm.getByText(/will no longer sign you in/)).toBeVisible();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Remove passkey' }).click();
      await expect(confirm).toBeHidden();
      await expect(used.getByText('You have no passkeys yet.', { exact: false })).toBeVisible();
    } finally {
      await removeArohasPasskeys(page);
      await context.close();
    }
  });
});
