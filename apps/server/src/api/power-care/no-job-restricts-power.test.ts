import { and, desc, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { addDays, toNzDateKey, type MedicalDependencyState } from '@portal/domain';
import {
  coreProducts,
  icps,
  invoices,
  medicalDependencies,
  orders,
  productComponents,
  serviceAddresses,
} from '../../db/schema';
import type { MessageTransports } from '../../notifications/transports';
import { injectFetch } from '../../test/inject-fetch';
import { appForTests } from '../../test/test-app';
import { scheduledJobs } from '../scheduled-jobs';

/**
 * "No automated step of the portal that could restrict power applies to a flagged account"
 * (issue 30, decision 063): every job the scheduler runs, run on an account that is
 * medically dependent and behind on its bill.
 */
const { testApp } = appForTests({ seed: true });
const db = () => testApp.database.db;
const AROHA = '30000001';
const ICP = '0001234567UN7E1';

/** Why each job can or cannot restrict power: a new job fails here until someone says. */
const JOB_POWER: Record<string, string> = {
  'auto-top-ups': 'cannot: buys mobile prepay top-ups',
  'due-orders': 'guarded: a move that takes power away from an address is held',
  'expired-invitations': 'cannot: deletes unanswered invitations',
  'expired-records': 'cannot: deletes spent links, codes, counters and old archives',
  'usage-months': 'cannot: makes usage table partitions',
  'deliver-messages': 'cannot: sends the outbox',
  'data-exports': 'cannot: builds data archives',
  'smooth-pay-reviews': 'cannot: works out a smooth pay amount again and tells the customer',
  alerts: 'cannot: raises notices',
  'mobile-use-alerts': 'cannot: raises notices',
};

const transports: MessageTransports = {
  email: { send: () => Promise.resolve({ providerMessageId: 'test' }), close: () => undefined },
  sms: { send: () => Promise.resolve({ providerMessageId: 'test' }) },
  from: 'portal@example.nz',
};
const jobs = () =>
  scheduledJobs(
    { config: testApp.config, database: testApp.database, fetch: injectFetch(() => testApp.app) },
    transports,
    pino({ level: 'silent' }),
  );

async function flag(state: MedicalDependencyState) {
  const row = {
    dependentName: 'Koro Hemi Ngata',
    need: 'Oxygen concentrator',
    contactPhone: '0211234567',
    declaredAt: new Date(),
    state,
  };
  await db()
    .insert(medicalDependencies)
    .values({ accountCode: AROHA, ...row })
    .onConflictDoUpdate({ target: medicalDependencies.accountCode, set: row });
}

/** A move due yesterday that would take power away from the address, were it carried out. */
async function placeDueOrders(tag: string): Promise<string[]> {
  const yesterday = addDays(toNzDateKey(new Date()), -1);
  const placed = [
    {
      orderId: `MD-${tag}-MOVE`,
      orderType: 'MoveHouse',
      payload: {
        newAddress: { address1: '9 Kowhai Lane', city: 'Hamilton', postCode: '3204' },
        services: ['power'],
        locationId: 'LOC-9009',
      },
    },
  ];
  await db()
    .insert(orders)
    .values(
      placed.map((order) => ({
        ...order,
        accountCode: AROHA,
        status: 'Pending',
        requestedDateOfProvisioning: yesterday,
      })),
    );
  return placed.map((order) => order.orderId);
}

/** Everything about the account's power and orders a job could change. */
async function powerOf(orderIds: string[]) {
  const cores = await db().select().from(coreProducts).where(eq(coreProducts.accountCode, AROHA));
  return {
    icps: await db().select().from(icps).where(eq(icps.accountCode, AROHA)),
    cores,
    components: await db()
      .select()
      .from(productComponents)
      .where(
        inArray(
          productComponents.coreProductId,
          cores.map((core) => core.id),
        ),
      ),
    addresses: await db()
      .select()
      .from(serviceAddresses)
      .where(eq(serviceAddresses.accountCode, AROHA)),
    orders: await db()
      .select({ id: orders.orderId, status: orders.status, payload: orders.payload })
      .from(orders)
      .where(inArray(orders.orderId, orderIds)),
  };
}

describe('the scheduler’s jobs and power', () => {
  it('every job says whether it could restrict power, and only due-orders can', () => {
    const listed = jobs();
    expect(listed.map((job) => job.name).sort()).toEqual(Object.keys(JOB_POWER).sort());
    for (const job of listed) {
      expect(JOB_POWER[job.name]?.startsWith(job.power)).toBe(true);
    }
  });

  for (const state of ['pending', 'confirmed'] as const) {
    it(`leaves a ${state} medically dependent account with an overdue bill as it was`, async () => {
      await flag(state);
      const [latest] = await db()
        .select({ invoiceId: invoices.invoiceId })
        .from(invoices)
        .where(eq(invoices.accountCode, AROHA))
        .orderBy(desc(invoices.billDate))
        .limit(1);
      await db()
        .update(invoices)
        .set({ status: 'Overdue', dueDate: addDays(toNzDateKey(new Date()), -20) })
        .where(eq(invoices.invoiceId, latest?.invoiceId ?? ''));
      const orderIds = await placeDueOrders(state);
      const before = await powerOf(orderIds);
      expect(before.icps.map((icp) => icp.status)).toEqual(['Active']);

      for (const job of jobs()) await job.run();

      expect(await powerOf(orderIds)).toEqual(before);
      await db().delete(orders).where(inArray(orders.orderId, orderIds));
    }, 120_000);
  }

  it('holds it because of the flag: once declined, the move is carried out', async () => {
    await flag('declined');
    const [move] = await placeDueOrders('declined');
    const dueOrders = jobs().find((job) => job.name === 'due-orders');
    await dueOrders?.run();
    const [order] = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.orderId, move ?? ''), eq(orders.accountCode, AROHA)));
    expect(order?.status).toBe('Completed');
  }, 60_000);

  it('carries out a flagged household’s own power plan change: a price, not the supply', async () => {
    await flag('confirmed');
    const orderId = 'MD-PLAN-CONFIRMED';
    await db()
      .insert(orders)
      .values({
        orderId,
        orderType: 'PowerPlanChange',
        payload: { icpNumber: ICP, planKey: 'ELECTRICITY_LOW' },
        accountCode: AROHA,
        status: 'Pending',
        requestedDateOfProvisioning: addDays(toNzDateKey(new Date()), -1),
      });
    await jobs()
      .find((job) => job.name === 'due-orders')
      ?.run();
    const [icp] = await db().select().from(icps).where(eq(icps.icpNumber, ICP));
    expect(icp?.planKey).toBe('ELECTRICITY_LOW');
    expect(icp?.status).toBe('Active');
  }, 60_000);
});
