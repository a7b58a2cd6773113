import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { toNzDateKey } from '@portal/domain';
import {
  maintenanceWindows,
  monthlyAutoTopUps,
  prepayTransactions,
  rechargeTransactions,
  topUpConfigurations,
  walletBalances,
} from '../../db/schema';
import { recordPrepaySpend } from '../../api/recharge';
import { monthlyRunKey } from '../../db/recharge-run-keys';
import { BEN, rechargeContextOf, setCardApproves } from '../../api/recharge/testing';
import { appForTests } from '../../test/test-app';
import { startScheduler } from '../scheduler';
import { autoTopUpJobs, AUTO_TOP_UPS_JOB } from '.';
import { chargePendingAutoTopUps } from './low-balance-auto-top-ups';
import { runMonthlyAutoTopUps } from './monthly-auto-top-ups';

const { testApp } = appForTests({ seed: true });
const db = () => testApp.database.db;
const now = new Date();
const month = toNzDateKey(now).slice(0, 7);
const today = Number(toNzDateKey(now).slice(8, 10));

async function balance(): Promise<number> {
  const [wallet] = await db()
    .select({ cents: walletBalances.balanceCents })
    .from(walletBalances)
    .where(eq(walletBalances.serviceEntity, BEN.line));
  return wallet?.cents ?? Number.NaN;
}

const rechargesOf = (trigger: 'Monthly' | 'LowBalance') =>
  db()
    .select()
    .from(rechargeTransactions)
    .where(
      and(
        eq(rechargeTransactions.targetMsisdn, BEN.line),
        eq(rechargeTransactions.trigger, trigger),
      ),
    );

/** As if this month's monthly top-up had not run yet (its credit stays in the history). */
async function forgetThisMonthsRun() {
  await db()
    .update(rechargeTransactions)
    .set({ runKey: `earlier:${String(Date.now())}` })
    .where(eq(rechargeTransactions.runKey, monthlyRunKey(BEN.line, month)));
}

/** Ben's monthly top-up moved to today, set up a month ago, not yet run this month. */
async function monthlyDueToday(amountCents: number) {
  await forgetThisMonthsRun();
  await db()
    .update(monthlyAutoTopUps)
    .set({
      dayOfMonth: Math.min(today, 28),
      amountCents,
      updatedAt: new Date(now.getTime() - 40 * 86_400_000),
    })
    .where(eq(monthlyAutoTopUps.targetMsisdn, BEN.line));
}

/** Ben's wallet back at $10.00, with these low-balance settings. */
async function benAt10Dollars(settings: Partial<typeof topUpConfigurations.$inferInsert>) {
  await db()
    .update(walletBalances)
    .set({ balanceCents: 1000 })
    .where(eq(walletBalances.serviceEntity, BEN.line));
  await db()
    .update(topUpConfigurations)
    .set(settings)
    .where(eq(topUpConfigurations.serviceEntity, BEN.line));
}

describe('the monthly auto top-up', () => {
  it('is not charged again on a portal started on the demo data', async () => {
    const before = await balance();
    const run = await runMonthlyAutoTopUps(rechargeContextOf(testApp), now);
    expect(run.charged).toBe(0);
    expect(await balance()).toBe(before);
  });

  it('runs once on its day with two schedulers racing, and credits once', async () => {
    if (today > 28) return; // no monthly top-up falls on the 29th to 31st
    await monthlyDueToday(3300);
    const before = await balance();
    const runs = await Promise.all([
      runMonthlyAutoTopUps(rechargeContextOf(testApp), now),
      runMonthlyAutoTopUps(rechargeContextOf(testApp), now),
    ]);
    expect(runs.map((run) => run.charged).sort()).toEqual([0, 1]);
    const made = (await rechargesOf('Monthly')).filter(
      (row) => row.runKey === monthlyRunKey(BEN.line, month),
    );
    expect(made.map((row) => row.status)).toEqual(['Approved']);
    expect(await balance()).toBe(before + 3300);
    // A later run the same month (after a restart, say) does nothing.
    expect((await runMonthlyAutoTopUps(rechargeContextOf(testApp), now)).charged).toBe(0);
    expect(await balance()).toBe(before + 3300);
  });

  it('waits for the next month when set up after its day', async () => {
    if (today === 1) return;
    await forgetThisMonthsRun();
    await db()
      .update(monthlyAutoTopUps)
      .set({ dayOfMonth: 1, updatedAt: now })
      .where(eq(monthlyAutoTopUps.targetMsisdn, BEN.line));
    expect((await runMonthlyAutoTopUps(rechargeContextOf(testApp), now)).charged).toBe(0);
  });
});

describe('the low-balance auto top-up', () => {
  beforeEach(async () => {
    await benAt10Dollars({ lowBalanceThresholdCents: 500, requiresCustomerConfirmation: false });
  });

  const spend = (cents: number) =>
    recordPrepaySpend(db(), {
      serviceEntity: BEN.line,
      amountCents: cents,
      description: 'Calls to Australia',
      occurredAt: new Date(),
    });

  /** $10.00 → $4.00, under the threshold; then the job runs once: the top-up it made. */
  async function crossThenCharge() {
    const crossing = await spend(600);
    await chargePendingAutoTopUps(rechargeContextOf(testApp));
    const [row] = await db()
      .select()
      .from(rechargeTransactions)
      .where(eq(rechargeTransactions.id, crossing.autoTopUpId ?? ''));
    return { crossing, row };
  }

  it('follows the one spend that takes the balance under the threshold, exactly once', async () => {
    const before = (await rechargesOf('LowBalance')).length;
    expect((await spend(300)).autoTopUpId).toBeNull(); // $10.00 → $7.00: still above $5.00
    const crossing = await spend(300); // → $4.00
    expect(crossing.autoTopUpId).not.toBeNull();
    expect((await spend(100)).autoTopUpId).toBeNull(); // already under: no second top-up
    const context = rechargeContextOf(testApp);
    await Promise.all([chargePendingAutoTopUps(context), chargePendingAutoTopUps(context)]);
    const rows = await rechargesOf('LowBalance');
    expect(rows).toHaveLength(before + 1);
    const made = rows.find((row) => row.id === crossing.autoTopUpId);
    expect(made?.status).toBe('Approved');
    const credits = await db()
      .select()
      .from(prepayTransactions)
      .where(eq(prepayTransactions.rechargeTransactionId, crossing.autoTopUpId ?? ''));
    expect(credits).toHaveLength(1);
    expect(await balance()).toBe(300 + (made?.amountCents ?? 0));
  });

  it('waits for the customer when confirmation is asked for', async () => {
    await db()
      .update(topUpConfigurations)
      .set({ requiresCustomerConfirmation: true })
      .where(eq(topUpConfigurations.serviceEntity, BEN.line));
    const { crossing, row: held } = await crossThenCharge();
    expect(held?.status).toBe('AwaitingConfirmation');
    expect(await balance()).toBe(400);
    await db()
      .update(rechargeTransactions)
      .set({ status: 'Cancelled' })
      .where(eq(rechargeTransactions.id, crossing.autoTopUpId ?? ''));
  });

  it('records a decline for the top-up screen and leaves the balance', async () => {
    const [config] = await db()
      .select({ cardId: topUpConfigurations.lowBalanceCardId })
      .from(topUpConfigurations)
      .where(eq(topUpConfigurations.serviceEntity, BEN.line));
    await setCardApproves(testApp, config?.cardId ?? '', false);
    try {
      const { row: declined } = await crossThenCharge();
      expect(declined?.status).toBe('Declined');
      expect(declined?.failureMessage).toBeTruthy();
      expect(await balance()).toBe(400);
    } finally {
      await setCardApproves(testApp, config?.cardId ?? '', true);
    }
  });

  it('is held back during maintenance and charged after it', async () => {
    const crossing = await spend(600);
    const [window] = await db()
      .insert(maintenanceWindows)
      .values({
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3_600_000),
        message: 'Planned work',
      })
      .returning();
    await chargePendingAutoTopUps(rechargeContextOf(testApp));
    const status = async () =>
      (
        await db()
          .select({ status: rechargeTransactions.status })
          .from(rechargeTransactions)
          .where(eq(rechargeTransactions.id, crossing.autoTopUpId ?? ''))
      )[0]?.status;
    expect(await status()).toBe('Pending');
    await db()
      .delete(maintenanceWindows)
      .where(eq(maintenanceWindows.id, window?.id ?? -1));
    await chargePendingAutoTopUps(rechargeContextOf(testApp));
    expect(await status()).toBe('Approved');
  });
});

describe('the job queue', () => {
  it('runs the auto top-ups on pg-boss, from two schedulers on one database', async () => {
    await benAt10Dollars({ requiresCustomerConfirmation: false });
    const crossing = await recordPrepaySpend(db(), {
      serviceEntity: BEN.line,
      amountCents: 700,
      description: 'Premium text',
      occurredAt: new Date(),
    });
    const jobs = autoTopUpJobs(rechargeContextOf(testApp));
    // Started one after the other: on PGlite both share its one connection, where pg-boss's
    // own start-up lock cannot tell them apart (on PostgreSQL they could start together).
    const first = await startScheduler(testApp.database, jobs, testApp.app.log);
    const schedulers = [first, await startScheduler(testApp.database, jobs, testApp.app.log)];
    try {
      await Promise.all(schedulers.map((scheduler) => scheduler.nudge(AUTO_TOP_UPS_JOB)));
      const deadline = Date.now() + 60_000;
      let status: string | undefined;
      while (Date.now() < deadline) {
        [{ status } = { status: undefined }] = await db()
          .select({ status: rechargeTransactions.status })
          .from(rechargeTransactions)
          .where(eq(rechargeTransactions.id, crossing.autoTopUpId ?? ''));
        if (status === 'Approved') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe('Approved');
      const credits = await db()
        .select()
        .from(prepayTransactions)
        .where(eq(prepayTransactions.rechargeTransactionId, crossing.autoTopUpId ?? ''));
      expect(credits).toHaveLength(1);
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }
  }, 120_000);
});
