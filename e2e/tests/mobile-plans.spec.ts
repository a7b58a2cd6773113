import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

/** SHOTS=1 keeps a desktop and a phone screenshot of each page in /tmp/shots. */
const SHOTS = process.env.SHOTS === '1';
const SALES = '/api/sales/v3/ordering/accounts/30000001';
const MERE = '0221234568';

const planCards = (page: Page) =>
  page
    .getByRole('region', { name: /^Plans for/ })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });

async function planOf(page: Page, line: string): Promise<string | undefined> {
  const response = await page.request.get(
    '/api/mobile/v2/management/accounts/30000001/mobileServices',
  );
  const { data } = (await response.json()) as {
    data: { serviceEntity: string; planKey: string }[];
  };
  return data.find((service) => service.serviceEntity === line)?.planKey;
}

/** Puts Mere's line back on its demo plan and ends the add-on this spec adds. */
async function restore(page: Page) {
  if ((await planOf(page, MERE)) === 'GROUP_MEMBER') {
    const product = (ratePlan: string) => ({
      ratePlan,
      serviceEntity: MERE,
      service: 'mobile2_linerental',
    });
    await page.request.post(`${SALES}/productChangeOrders`, {
      data: {
        salesChannel: 'SelfService',
        salesPerson: 'MyAccountv2',
        additionalProductsToChange: [product('GROUP_MEMBER')],
        additionalProducts: [product('GROUP_MEMBER_PLUS')],
      },
    });
  }
  await page.request.post(`${SALES}/cancellationOrders`, {
    data: {
      additionalProductsToCancel: [
        { ratePlan: 'CALLINGPACK_INDIA_300', serviceEntity: MERE, service: 'mobile2_Addon' },
      ],
    },
  });
}

async function choosePlan(page: Page, plan: string, impact: string) {
  await page.getByRole('button', { name: `Choose ${plan}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Change to ${plan}?`, exact: true });
  await expect(dialog.getByRole('list', { name: 'What changes' })).toContainText(impact);
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your plan has been changed' }),
  ).toContainText(`You are now on ${plan}.`);
  await expect(
    planCards(page).filter({ hasText: 'Current plan' }).getByRole('heading', { level: 3 }),
  ).toHaveText(plan);
}

test('Aroha changes a plan and back, adds a calling pack, stops it renewing and ends it, and sees her device agreement', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'aroha');
  await page.goto(`/mobile/change-plan?accountCode=30000001&serviceEntity=${MERE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Mobile Plan' })).toBeVisible();
  try {
    // Spec section 5 on the demo catalog: member plans her leader's 60GB plan supports
    // first, then the rest by price incl. GST; the business-only plan is not offered.
    await expect(planCards(page).getByRole('heading', { level: 3 })).toHaveText([
      'Group Plan Member',
      'Group Plan Member Plus',
      'Essential 5GB',
      'Carryover 15GB',
      'Endless 40',
      'Group Plan Leader 30GB',
      'Group Plan Leader 60GB',
      'Unlimited Max',
    ]);
    await expect(page.getByRole('listitem', { name: 'Group Plan Member Plus' })).toContainText(
      'Current plan',
    );
    await expect(
      page.getByRole('listitem', { name: 'Group Plan Member', exact: true }),
    ).toContainText('$25.00 per month incl. GST');
    await expect(page.getByText('Grab a Group plan and save now!')).toBeVisible();
    await look(page, 'change-plan');

    await choosePlan(
      page,
      'Group Plan Member',
      'Your monthly charge changes from $35.00 to $25.00.',
    );
    expect(await planOf(page, MERE)).toBe('GROUP_MEMBER');
    // The next bill carries the new plan at once, before any bill is made.
    await page.goto('/account/bill-history?accountCode=30000001');
    const nextBill = page.getByRole('region', { name: 'Your next bill' });
    await nextBill.getByRole('button', { name: 'See these charges' }).click();
    const mereOnBill = nextBill.getByRole('region', { name: 'Mobile 022 123 4568' });
    await expect(mereOnBill.getByRole('listitem').first()).toContainText('Group Plan Member$25.00');
    await look(page, 'bill-history-next-bill');
    await page.goto(`/mobile/change-plan?accountCode=30000001&serviceEntity=${MERE}`);
    await choosePlan(
      page,
      'Group Plan Member Plus',
      'Your monthly charge changes from $25.00 to $35.00.',
    );

    // A day pass says it is charged per day, not per month.
    await expect(page.getByRole('listitem', { name: 'Roaming Day Pass' })).toContainText(
      '$5.00 per day incl. GST',
    );
    const pack = page.getByRole('listitem', { name: 'India Calling Pack' });
    await pack.getByRole('button', { name: 'Add India Calling Pack' }).click();
    const add = page.getByRole('dialog', { name: 'Add India Calling Pack?' });
    await expect(add).toContainText('India Calling Pack costs $10.00 per month incl. GST');
    // Axe is run on the page, not under the dialog's dimming overlay (it skews contrast).
    if (SHOTS) await page.screenshot({ path: '/tmp/shots/change-plan-add-addon.png' });
    await add.getByRole('button', { name: 'Add add-on' }).click();
    await expect(page.getByText('India Calling Pack has been added.')).toBeVisible();
    await expect(pack).toContainText('Active');
    await pack.getByRole('button', { name: 'Stop renewing India Calling Pack' }).click();
    const stop = page.getByRole('dialog', { name: 'Stop renewing India Calling Pack?' });
    await stop.getByRole('button', { name: 'Stop renewing' }).click();
    await expect(
      page.getByText('India Calling Pack will not renew.', { exact: false }),
    ).toBeVisible();
    await expect(pack).toContainText('Not renewing');
    await expect(pack.getByRole('button')).toHaveText(['End now']);
    // The page updates while the dialog is still closing, its words already cleared.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await look(page, 'change-plan-addons');
    // Ending it now is a cancellation order; the pack can then be added again.
    await pack.getByRole('button', { name: 'End now: India Calling Pack' }).click();
    const end = page.getByRole('dialog', { name: 'End India Calling Pack now?' });
    await expect(end).toContainText('India Calling Pack stops today instead of on');
    await end.getByRole('button', { name: 'End add-on now' }).click();
    await expect(page.getByText('India Calling Pack has ended.')).toBeVisible();
    await expect(pack.getByRole('button', { name: 'Add India Calling Pack' })).toBeVisible();
    await expect(pack).not.toContainText('Not renewing');

    const agreements = (await (
      await page.request.get('/api/accounts/30000001/interestfree/agreements')
    ).json()) as {
      data: {
        scheduledInstalments: {
          invoiceSent: boolean;
          actualInstalmentAmountConsideringDiscountState: number;
        }[];
      }[];
    };
    const unsent = (agreements.data[0]?.scheduledInstalments ?? []).filter((i) => !i.invoiceSent);
    const left = unsent.reduce(
      (sum, i) => sum + i.actualInstalmentAmountConsideringDiscountState,
      0,
    );
    const agreement = page.getByRole('article', {
      name: 'Samsung Galaxy S25 128GB Navy on 021 123 4567',
    });
    await expect(agreement).toContainText(`Instalments sent${String(36 - unsent.length)} of 36`);
    await expect(agreement).toContainText(
      `Still to be invoiced$${(left / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2 })}`,
    );
  } finally {
    await restore(page);
  }
});

test("Kiri's standalone business lines are offered no group plans, priced excluding GST", async ({
  page,
}) => {
  await openSignedIn(page, 'kiri');
  for (const line of ['0211234580', '0211234581']) {
    await page.goto(`/mobile/change-plan?accountCode=30000301&serviceEntity=${line}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Mobile Plan' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Business Endless 60' })).toContainText(
      'Current plan',
    );
    // $69.00 incl. GST is $60.00 excl.
    await expect(page.getByRole('listitem', { name: 'Business Endless 60' })).toContainText(
      '$60.00 per month excl. GST',
    );
    // An Endless plan's 60 GB is at full speed; its data does not end (not "Unlimited").
    await expect(page.getByRole('listitem', { name: 'Business Endless 60' })).toContainText(
      '60.0 GB at full speed, then endless data at reduced speed',
    );
    await expect(planCards(page)).toHaveCount(5);
    await expect(planCards(page).filter({ hasText: /Group/ })).toHaveCount(0);
    await expect(page.getByText('Grab a Group plan and save now!')).toHaveCount(0);
  }
  await look(page, 'change-plan-kiri');
});
