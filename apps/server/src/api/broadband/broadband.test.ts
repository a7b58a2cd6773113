import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, toNzDateKey } from '@portal/domain';
import type {
  AccountOrder,
  AccountProducts,
  BroadbandPlanOptions,
  InternetServiceDetails,
  PlacedPlanChange,
  PlanChangeImpact,
} from '@portal/contracts';
import { accounts, orders } from '../../db/schema';
import type { BrowserRequest } from '../../test/test-browser';
import { accessMatrix, HOLDERS_MAY, OWNER_MAY, rowsOf } from '../../test/access-matrix';
import { applyDueOrders } from '../orders';
import { orderAppliers } from '../order-appliers';

const matrix = accessMatrix();
const db = () => matrix.app().database.db;
const NGATA = '/api/accounts/30000001/internetServices/INT-3000000101';
const WALKER = '/api/accounts/30000301/internetServices/INT-3000030101';
const ORDERS = '/api/sales/v3/ordering/accounts/30000001/orders';

const order = (planKey: string, key: string = randomUUID()): BrowserRequest => ({
  method: 'POST',
  url: `${NGATA}/planChangeOrders`,
  headers: { 'idempotency-key': key },
  json: { planKey },
});

describe('who may see and change broadband plans', () => {
  matrix.rows(
    rowsOf(
      [{ url: `${NGATA}/plans` }, { url: `${NGATA}/planChangeImpact?planKey=UFF300/100` }],
      HOLDERS_MAY,
    ),
  );
  matrix.rows([
    {
      name: 'POST …/internetServices/{id}/planChangeOrders',
      request: () => order('UFF300/100'),
      expected: OWNER_MAY,
    },
  ]);
});

describe('broadband plans on offer', () => {
  it('offers a home fibre connection the home fibre plans with the brand’s blurbs', async () => {
    const options = (await matrix.data('owner', `${NGATA}/plans`)) as BroadbandPlanOptions;
    expect(options.currentPlanKey).toBe('UFF1000/500');
    expect(options.plans.map((plan) => plan.planKey)).toEqual([
      'UFF50/10',
      'UFF300/100',
      'UFF1000/500',
    ]);
    expect(options.plans.every((plan) => plan.technology === 'UFB' && !plan.businessOnly)).toBe(
      true,
    );
    const blurbOf = (key: string) => options.plans.find((plan) => plan.planKey === key)?.blurb;
    expect(blurbOf('UFF50/10')).toMatch(/^Fibre Start: /);
    expect(blurbOf('UFF300/100')).toMatch(/^Fibre Smart: /);
    expect(blurbOf('UFF1000/500')).toMatch(/^Fibre Super: /);
    expect(options.plans.filter((plan) => plan.isCurrent).map((plan) => plan.planKey)).toEqual([
      'UFF1000/500',
    ]);
  });

  it('offers the business-only special fibre tier to a business account', async () => {
    const kiri = await matrix.call('otherCustomer', { url: `${WALKER}/plans` });
    const options = kiri.json<{ data: BroadbandPlanOptions }>().data;
    expect(options.currentPlanKey).toBe('UFF2000/2000');
    expect(options.plans.map((plan) => plan.planKey)).toContain('UFF4000/4000');
  });
});

describe('a broadband plan change', () => {
  it('shows its impact first: the monthly change and the day it takes effect', async () => {
    const impact = (await matrix.data(
      'owner',
      `${NGATA}/planChangeImpact?planKey=UFF300/100`,
    )) as PlanChangeImpact;
    const [account] = await db()
      .select({ nextBillDate: accounts.nextBillDate })
      .from(accounts)
      .where(eq(accounts.accountCode, '30000001'));
    expect(impact.monthlyDifference).toBe(8900 - 9900);
    expect(impact.effectiveDate > toNzDateKey(new Date())).toBe(true);
    if (account?.nextBillDate != null && account.nextBillDate > toNzDateKey(new Date())) {
      expect(impact.effectiveDate).toBe(account.nextBillDate);
    }
    expect(impact.lines.join(' ')).toContain(
      'Your monthly charge changes from $99.00 to $89.00 incl. GST (down $10.00).',
    );
  });

  it.each([
    ['the current plan', 'UFF1000/500', 'You are already on Fibre Super.'],
    ['a wireless plan on fibre', 'WBBv2_4G_Unlimited', 'That plan is not available'],
    ['a business-only plan for a home', 'UFF2000/2000', 'That plan is not available'],
    ['an unknown plan', 'NOPE', 'That plan is not available'],
  ])('refuses %s with a clear message and places nothing', async (_name, planKey, message) => {
    const before = await db().select().from(orders);
    const response = await matrix.call('owner', order(planKey));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await db().select().from(orders)).toHaveLength(before.length);
  });

  it('places one pending order however often it is retried, and a newer choice replaces it', async () => {
    const key = randomUUID();
    const first = (await matrix.data('owner', order('UFF50/10', key))) as PlacedPlanChange;
    const retry = (await matrix.data('owner', order('UFF50/10', key))) as PlacedPlanChange;
    expect(retry.orderId).toBe(first.orderId);
    const second = (await matrix.data('owner', order('UFF300/100'))) as PlacedPlanChange;
    const pending = (await matrix.data('owner', `${ORDERS}?status=Pending`)) as AccountOrder[];
    const broadband = pending.filter((o) => o.orderType === 'BroadbandPlanChange');
    expect(broadband.map((o) => o.orderId)).toEqual([second.orderId]);
    expect(broadband[0]?.summary).toBe('Broadband plan change to Fibre Smart');
    const [replaced] = await db().select().from(orders).where(eq(orders.orderId, first.orderId));
    expect(replaced?.status).toBe('Cancelled');
  });

  it('changes the connection and its core product on its date', async () => {
    const placed = (await matrix.data('owner', order('UFF300/100'))) as PlacedPlanChange;
    await applyDueOrders(
      db(),
      new Date(`${addDays(placed.requestedDateOfProvisioning, 1)}T00:00:00Z`),
      orderAppliers,
    );
    const services = (await matrix.data(
      'owner',
      '/api/accounts/30000001/internetServices',
    )) as InternetServiceDetails[];
    expect(services.find((s) => s.id === 'INT-3000000101')?.planKey).toBe('UFF300/100');
    const products = (await matrix.data(
      'owner',
      '/api/accounts/30000001/products',
    )) as AccountProducts;
    const fibre = products.coreProducts.find((p) => p.coreProductKey === 'UFF300/100');
    expect(fibre?.broadbandCategory).toBe('UFB300/100');
    const [done] = await db().select().from(orders).where(eq(orders.orderId, placed.orderId));
    expect(done?.status).toBe('Completed');
  });
});
