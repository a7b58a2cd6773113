import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';

/**
 * Issue 7 item 4, the modem return page /confirm-delivery-address, open without sign-in:
 * a fresh link for Aroha's account is issued through the development route and read from
 * the outbox, as the customer's email would carry it; the page shows the return bag's
 * address, takes a correction (a bad post code refused first), and the link then works no
 * more. Each run has its own link, so runs side by side or one after another on the same
 * server do not meet. SHOTS=1 keeps screenshots in /tmp/shots.
 */
const HEADING = 'Confirm Your Return Address';

interface OutboxBody {
  messages: { recipient: string; body: string }[];
}

/** Issues a return for 30000001 with its message sent to `recipient`, and reads the link. */
async function freshLink(page: Page, recipient: string): Promise<string> {
  const issued = await page.request.post('/api/dev/modemReturns', {
    data: { accountCode: '30000001', recipient },
  });
  expect(issued.ok()).toBe(true);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxBody;
      const message = outbox.messages.find((candidate) => candidate.recipient === recipient);
      link = /(\S*\/confirm-delivery-address\?token=[A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
      return link;
    })
    .toBeDefined();
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
}

test('a customer confirms a corrected return address without signing in, and the link works once', async ({
  page,
}) => {
  // Several axe scans at two widths on a shared machine.
  test.setTimeout(90_000);
  const link = await freshLink(page, `modem.${Date.now().toString(36)}@example.nz`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  const card = page.getByRole('region', { name: 'Return bag delivery address' });
  await expect(card.getByText('12 Kōwhai Street, Ponsonby, Auckland, 1011')).toBeVisible();
  // Signed out, the page stays put; the token has left the address bar.
  await expect(page).toHaveURL(/\/confirm-delivery-address$/);
  await look(page, 'modem-return-address');

  await card.getByRole('button', { name: 'Change the address' }).click();
  await card.getByLabel('Street address').fill('5 Tōtara Lane');
  await card.getByLabel('Postcode').fill('102');
  await card.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(card.getByText('Please enter a valid postcode')).toBeVisible();
  await look(page, 'modem-return-invalid');
  await card.getByLabel('Postcode').fill('1021');
  await card.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(
    page.getByText('We will send your return bag to 5 Tōtara Lane, Ponsonby, Auckland, 1021.'),
  ).toBeVisible();
  await look(page, 'modem-return-confirmed');

  await page.goto(link);
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  await expect(page.getByText(/Tōtara|Kōwhai/)).toHaveCount(0);
  await look(page, 'modem-return-used');
});

test('an unknown link says it is not valid, and shows nothing', async ({ page }) => {
  await page.goto(`/confirm-delivery-address?token=${'n'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByText('This link is not valid or has expired.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm this address' })).toHaveCount(0);
});
