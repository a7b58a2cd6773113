import { inArray, lte } from 'drizzle-orm';
import { toNzDateKey } from '@portal/domain';
import { monthlyAutoTopUps, rechargeTransactions } from '../../db/schema';
import { monthlyRunKey } from '../../db/recharge-run-keys';
import { MaintenanceError, topUpWithSavedCard, type RechargeContext } from '../../api/recharge';

/** What one run did, for the log and the tests. */
export interface MonthlyRun {
  charged: number;
  alreadyDone: number;
  failed: number;
}

/**
 * Each monthly auto top-up whose day has come this month (in New Zealand) and that was set
 * up before that day is charged once: its run key `monthly:{line}:{yyyy-MM}` is unique, so
 * a second scheduler, or a run after a restart later that month, charges nothing. During
 * maintenance the run stops and the next one catches up.
 */
export async function runMonthlyAutoTopUps(
  context: RechargeContext,
  now: Date,
): Promise<MonthlyRun> {
  const today = toNzDateKey(now);
  const month = today.slice(0, 7);
  const day = Number(today.slice(8, 10));
  const settings = await context.db
    .select()
    .from(monthlyAutoTopUps)
    .where(lte(monthlyAutoTopUps.dayOfMonth, day));
  if (settings.length === 0) return { charged: 0, alreadyDone: 0, failed: 0 };
  // Settings already run this month are skipped here, so a run every minute reads little.
  const ran = await context.db
    .select({ runKey: rechargeTransactions.runKey })
    .from(rechargeTransactions)
    .where(
      inArray(
        rechargeTransactions.runKey,
        settings.map((setting) => monthlyRunKey(setting.targetMsisdn, month)),
      ),
    );
  const ranKeys = new Set(ran.map((row) => row.runKey));
  const due = settings.filter(
    (setting) => !ranKeys.has(monthlyRunKey(setting.targetMsisdn, month)),
  );
  const run: MonthlyRun = { charged: 0, alreadyDone: 0, failed: 0 };
  for (const setting of due) {
    const dueDate = `${month}-${String(setting.dayOfMonth).padStart(2, '0')}`;
    // Set up after this month's day: its first top-up is next month.
    if (toNzDateKey(setting.updatedAt) > dueDate) continue;
    try {
      const { created, result } = await topUpWithSavedCard(context, {
        accountCode: setting.accountCode,
        targetMsisdn: setting.targetMsisdn,
        cardId: setting.cardId,
        amountCents: setting.amountCents,
        trigger: 'Monthly',
        runKey: monthlyRunKey(setting.targetMsisdn, month),
      });
      if (!created) run.alreadyDone += 1;
      else if (result.status === 'Approved') run.charged += 1;
      else run.failed += 1;
    } catch (error) {
      if (error instanceof MaintenanceError) break;
      // One line's trouble (a line closed since) must not stop the others.
      run.failed += 1;
    }
  }
  return run;
}
