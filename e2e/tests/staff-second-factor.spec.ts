import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { look } from '../support/look';
import { DEMO_PASSWORD, enterStaffCode } from '../support/sign-in';

const SAM = 'sam.sales@example.nz';

/** Staff sign-in up to its second step: the password, and no more. */
async function passwordOnly(page: Page) {
  await page.goto('/login?staff=true');
  await page.waitForURL(/\/idp\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(SAM);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
}

test('Sam cannot reach the management page with his password alone', async ({ page }) => {
  await passwordOnly(page);
  expect(new URL(page.url()).pathname).toMatch(/^\/idp\/interaction\/[^/]+\/second-factor$/);
  await expectNoAxeViolations(page);
  await look(page, 'staff-second-factor-code');

  // Walking away from the second step to the management page: no session, so a sign-in.
  await page.goto('/management');
  await page.waitForURL(/\/idp\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toHaveCount(0);
});

test('a wrong code is refused with a clear message, and the right one lets Sam in', async ({
  page,
}) => {
  await passwordOnly(page);
  await page.getByLabel('6-digit code').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter the 6-digit code from your authenticator app.',
  );
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await enterStaffCode(page);
  await expect(page).toHaveURL(/\/management$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Reset a colleague’s second factor' }),
  ).toBeVisible();

  // Sam cannot reset his own: the page says why.
  await page.getByLabel('Colleague’s staff email').fill(SAM);
  await page.getByLabel('Why').fill('Testing my own');
  await page.getByRole('button', { name: 'Reset second factor' }).click();
  await expect(page.getByRole('alert')).toContainText('You cannot reset your own second factor');
  await expectNoAxeViolations(page);
  await look(page, 'staff-second-factor-reset');
});

test('the enrolment page shows the key as a QR code and as text, and passes axe', async ({
  page,
}) => {
  // The demo's only staff log-in is enrolled already, so the page is drawn for a fresh
  // enrolment by the same code the server uses and served at the identity provider's
  // address, with its real stylesheets.
  // Loaded by path at run time: the server's page code is not part of this project's types.
  const pages = '../../apps/server/src/identity/pages/second-factor-pages.ts';
  const { renderEnrolmentPage } = (await import(pages)) as {
    renderEnrolmentPage: (options: {
      action: string;
      secret: string;
      qrSvg: string;
      signInUrl: string;
      passkey: { options: string; action: string };
    }) => string;
  };
  const QRCode = (await import('qrcode')).default;
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const qrSvg = await QRCode.toString(`otpauth://totp/Harbour:tui%40example.nz?secret=${secret}`, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  const html = renderEnrolmentPage({
    action: '/idp/interaction/preview/second-factor',
    secret,
    qrSvg,
    signInUrl: '/login?staff=true',
    passkey: {
      options: '/idp/interaction/preview/second-factor/passkey/registration/options',
      action: '/idp/interaction/preview/second-factor/passkey/registration',
    },
  });
  await page.route('**/idp/interaction/preview/second-factor', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto('/idp/interaction/preview/second-factor');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your second step' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your sign-in key' })).toBeVisible();
  await expect(page.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await expectNoAxeViolations(page);
  await look(page, 'staff-second-factor-enrol');
});
