import { expect, test } from '@playwright/test';
import { look } from '../support/look';
import { signedInState } from '../support/people';

/**
 * Issue 23, item 7: an order whose answer never arrives is safe to send again. Kiri's first
 * press of Change plan reaches the server, which places the order, but the answer is lost
 * (the connection times out). She presses again: the same attempt's key goes with it, so
 * the server answers with the order it placed, and there is one order, not two. She then
 * cancels it, which leaves her plan as the demo data has it.
 */
const ORDERS = '/api/sales/v3/ordering/accounts/30000301/orders';

interface Order {
  orderId: string;
  orderType: string;
  status: string;
  createdAt: string;
}

test.use({ storageState: signedInState.kiri });

test('Kiri’s plan change, sent again after a lost answer, is placed once', async ({ page }) => {
  test.setTimeout(90_000);
  const since = Date.now() - 1_000;
  const keys: string[] = [];
  let lost = false;
  await page.route('**/internetServices/*/planChangeOrders', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    lost = true;
    // The server does the work; the browser never hears back.
    await route.fetch();
    return route.abort('timedout');
  });

  await page.goto('/broadband/change-broadband-plan?accountCode=30000301');
  const planName = 'Fibre Start';
  await page.getByRole('button', { name: `Choose ${planName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change to ${planName}?` });
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await look(page, 'order-answer-lost');

  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('status').filter({ hasText: 'Plan change on its way' });
  await expect(pending).toContainText(`Broadband plan change to ${planName}`);

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const listed = (await (await page.request.get(ORDERS)).json()) as { data: Order[] };
  const placed = listed.data.filter(
    (order) => order.orderType === 'BroadbandPlanChange' && Date.parse(order.createdAt) >= since,
  );
  expect(placed.map((order) => order.status)).toEqual(['Pending']);

  // Put back: her special tier stays, and the page says nothing is on its way.
  await pending.getByRole('button', { name: /^Cancel: Broadband plan change/ }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(pending).toHaveCount(0);
});
