import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { DEMO_PASSWORD } from '../support/sign-in';

/**
 * Issue 24, item 9: the identity provider's sign-in page offers a way back in. Aroha
 * forgets her password, chooses a new one from the emailed link and signs in with it; a
 * new log-in registers for Liam's account with a code sent to its billing email and sees
 * the account. The reset ends every session of Aroha's, so this file runs in its own
 * project after every other browser test, and puts her demo password back at the end.
 */
const NEW_PASSWORD = 'Kahikatea-Pohutukawa-48!';

interface OutboxBody {
  messages: { recipient: string; body: string }[];
}

/** The first match of `pattern` in the newest email or text to `recipient` that has one. */
async function fromOutbox(page: Page, recipient: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxBody;
      const message = outbox.messages.find(
        (candidate) => candidate.recipient === recipient && pattern.test(candidate.body),
      );
      found = message === undefined ? undefined : pattern.exec(message.body)?.[1];
      return found;
    })
    .toBeDefined();
  return found ?? '';
}

const h1 = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function signInOnTheProvider(page: Page, email: string, password: string) {
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/idp') && !url.pathname.includes('login'),
  );
}

const RESET_LINK = /https?:\/\/\S+(\/idp\/reset-password\?token=[\w-]+)/;

/**
 * Puts Aroha back on the demo password the way she changed it, whatever state the test
 * left: a new link from the outbox, used with the demo password.
 */
async function restoreDemoPassword(page: Page, usedLink: string) {
  const asked = await page.request.post('/idp/forgot-password', {
    form: { email: 'aroha@example.nz' },
  });
  expect(asked.status()).toBe(200);
  let link = usedLink;
  await expect
    .poll(async () => {
      link = await fromOutbox(page, 'aroha@example.nz', RESET_LINK);
      return link;
    })
    .not.toBe(usedLink);
  const token = new URL(link, 'http://portal').searchParams.get('token') ?? '';
  const reset = await page.request.post('/idp/reset-password', {
    form: { token, password: DEMO_PASSWORD, confirm: DEMO_PASSWORD },
  });
  expect(reset.status()).toBe(200);
}

test('Aroha resets a forgotten password from the emailed link and signs in with the new one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.waitForURL(/\/idp\/interaction\//);
  await h1(page, 'Sign in');
  await expect(page.getByText('Harbour', { exact: true })).toBeVisible();

  // Show password, on request.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('what-she-thinks-it-is');
  await expect(password).toHaveAttribute('type', 'password');
  const show = page.getByRole('button', { name: 'Show password' });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await look(page, 'idp-sign-in');
  await show.click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await h1(page, 'Forgot your password?');
  await look(page, 'idp-forgot-password');
  await page.getByLabel('Email').fill('aroha@example.nz');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await h1(page, 'Check your email');
  await expect(page.getByRole('status')).toContainText(
    'If there is a log-in for that email, we have sent a link to it',
  );
  await look(page, 'idp-reset-sent');

  const link = await fromOutbox(page, 'aroha@example.nz', RESET_LINK);
  let changed = false;
  try {
    await page.goto(link);
    await h1(page, 'Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}?`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The two passwords do not match.');
    await look(page, 'idp-reset-password-mismatch');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    // From here her password may be the new one: the finally block puts it back.
    changed = true;
    await page.getByRole('button', { name: 'Change password' }).click();
    await h1(page, 'Your password has been changed');
    await look(page, 'idp-password-changed');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInOnTheProvider(page, 'aroha@example.nz', NEW_PASSWORD);
    await h1(page, 'My Dashboard');

    // The link worked once.
    await page.goto(link);
    await h1(page, 'This link has been used');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await look(page, 'idp-reset-link-used');
    await page.goto('/');
    await h1(page, 'My Dashboard');
  } finally {
    if (changed) await restoreDemoPassword(page, link);
  }
});

test('a new log-in registers for Liam’s account with a code from the outbox and sees it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `liam.${Date.now().toString(36)}@example.nz`;
  await page.goto('/login');
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByRole('link', { name: 'Register with your account number' }).click();
  await h1(page, 'Register for the portal');
  await look(page, 'idp-register');
  await page.getByLabel('Account number').fill('30000499');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'We cannot make a log-in with that account number.',
  );
  await look(page, 'idp-register-unknown-account');

  await page.getByLabel('Account number').fill('30000401');
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Where should we send your code?');
  await expect(page.getByRole('radio', { name: 'Email to l••••@example.nz' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Text to 022 ••• 3210' })).toBeVisible();
  await look(page, 'idp-register-choose');
  await page.getByRole('button', { name: 'Send code' }).click();
  await h1(page, 'Enter your code and make your log-in');
  await look(page, 'idp-register-details');

  const code = await fromOutbox(page, 'liam@example.nz', /account 30000401 is (\d{6})\./);
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('Email for your log-in').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Rimu-Totara-Matai-64!');
  await page.getByLabel('Confirm password').fill('Rimu-Totara-Matai-64!');
  await page.getByRole('button', { name: 'Make my log-in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Check the code we sent, or ask for a new one.',
  );
  await look(page, 'idp-register-wrong-code');

  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill('Rimu-Totara-Matai-64!');
  await page.getByLabel('Confirm password').fill('Rimu-Totara-Matai-64!');
  await page.getByRole('button', { name: 'Make my log-in' }).click();
  await h1(page, 'Your log-in is ready');
  await look(page, 'idp-registered');

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInOnTheProvider(page, email, 'Rimu-Totara-Matai-64!');
  await h1(page, 'My Dashboard');
  await expect(page.getByText('30000401').first()).toBeVisible();
});
