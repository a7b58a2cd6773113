import { expect, test } from '@playwright/test';
import { look } from '../support/look';
import { signedInState } from '../support/people';

/**
 * Issue 30, item 6: Aroha books a power plan change and follows it on Your orders, opened
 * from the My account menu: its steps, the one it is at (aria-current="step") and their
 * dates, as the server works them out. She then cancels it there, which also leaves the
 * account as power.spec.ts expects it. A run that finds one already pending uses that one.
 */
interface Step {
  label: string;
  state: string;
  date: string | null;
}
interface Tracked {
  summary: string;
  kind: string;
  outcome: string;
  cancellableOrderId: string | null;
  steps: Step[];
}

const TRACKER = '/api/sales/v3/ordering/accounts/30000001/orderTracker';
const shown = (day: string) => day.split('-').reverse().join('/');
const stepText = (step: Step) =>
  step.state === 'done'
    ? `${step.label} · Done ${shown(step.date ?? '')}`
    : `${step.label} · Expected ${shown(step.date ?? '')}`;

test.use({ storageState: signedInState.aroha });

test('Aroha follows a pending plan change on Your orders, then cancels it', async ({ page }) => {
  test.setTimeout(120_000);
  const pendingPlanChange = async () => {
    const response = await page.request.get(TRACKER);
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: Tracked[] };
    return data.find(
      (order) =>
        order.kind === 'planChange' &&
        order.outcome === 'open' &&
        order.cancellableOrderId !== null &&
        order.summary.startsWith('Power plan change'),
    );
  };

  if ((await pendingPlanChange()) === undefined) {
    await page.goto('/power/change-power-plan?accountCode=30000001');
    const plans = page.getByRole('radiogroup', { name: 'Power plans' });
    await plans.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Review change' }).click();
    await page.getByRole('button', { name: 'Confirm plan change' }).click();
    await expect(page.getByText(/is pending/)).toBeVisible();
  }
  const order = await pendingPlanChange();
  if (order === undefined) throw new Error('no pending power plan change to follow');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Your orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();

  const card = page.getByRole('listitem', { name: order.summary }).first();
  const steps = card.getByRole('list', { name: `Steps of ${order.summary}` });
  await expect(steps.getByRole('listitem')).toHaveText(order.steps.map(stepText));
  const current = order.steps.find((step) => step.state === 'current');
  expect(current?.label).toBe('Plan changed');
  await expect(steps.locator('[aria-current="step"]')).toHaveText(stepText(current as Step));
  await look(page, 'order-tracker');

  await card.getByRole('button', { name: `Cancel: ${order.summary}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`${order.summary} is cancelled; nothing will change.`)).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.locator('[aria-current="step"]')).toHaveCount(0);
  await look(page, 'order-tracker-cancelled');
});
