import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/sign-in';

/** Owner-only calls on account 30000001, made with the browser's own session. */
const OWNER_ONLY = [
  { method: 'GET', url: '/api/iam/accounts/30000001/users' },
  { method: 'GET', url: '/api/iam/accounts/30000001/pendingusers' },
] as const;

test('Mere, an authorised read user, cannot reach owner-only actions', async ({ page }) => {
  await openSignedIn(page, 'mere');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  for (const call of OWNER_ONLY) {
    const response = await page.request.fetch(call.url, { method: call.method });
    expect(response.status(), call.url).toBe(403);
  }
  const invite = await page.request.post('/api/iam/users', {
    data: {
      poolKey: 'customer',
      firstName: 'Tama',
      lastName: 'Ngata',
      dateOfBirth: '1990-01-01',
      email: 'tama@example.nz',
      mobileNumber: '0211112222',
      sendWelcomeComm: false,
      allowedExposureLevel: 'Customer',
      claims: [{ claimType: 'Account', claimValue: '30000001', roles: ['AccountRead'] }],
    },
  });
  expect(invite.status()).toBe(403);
});

test('Aroha, the owner, can', async ({ page }) => {
  await openSignedIn(page, 'aroha');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  for (const call of OWNER_ONLY) {
    const response = await page.request.fetch(call.url, { method: call.method });
    expect(response.status(), call.url).toBe(200);
  }
});
