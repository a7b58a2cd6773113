import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { powerOrderResultSchema } from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import { emailOf } from '../../../../../test-support/personas';
import { orders } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { dataOf, signIn, type Person } from '../payments/testing';

const { testApp } = appForTests({ seed: true }, 300_000);
let aroha: Person;

beforeAll(async () => {
  aroha = await signIn(testApp, emailOf('owner'));
}, 300_000);

/** Every power plan change the account ever had, whatever became of it. */
const planChanges = () =>
  testApp.database.db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.accountCode, '30000001'), eq(orders.orderType, 'PowerPlanChange')));

describe('a power plan change retried after the browser gave up on the first attempt', () => {
  it('places one order, whether the retry comes while the first runs or after it', async () => {
    const before = (await planChanges()).length;
    const key = randomUUID();
    const attempt = () =>
      aroha({
        method: 'POST',
        url: '/api/accounts/30000001/power/planChangeOrders',
        key,
        json: { planKey: 'ELECTRICITY_LOW', startDate: addDays(toNzDateKey(new Date()), 7) },
      });
    // The first attempt is still running (its answer will be lost) when the retry arrives.
    const [timedOut, retry] = await Promise.all([attempt(), attempt()]);
    const later = await attempt();

    const placed = dataOf(timedOut, powerOrderResultSchema);
    expect(dataOf(retry, powerOrderResultSchema).orderId).toBe(placed.orderId);
    expect(dataOf(later, powerOrderResultSchema).orderId).toBe(placed.orderId);
    const after = await planChanges();
    expect(after).toHaveLength(before + 1);
    expect(after.map((row) => row.orderId)).toContain(placed.orderId);
  });
});
