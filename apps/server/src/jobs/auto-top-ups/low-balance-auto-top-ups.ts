import { and, asc, eq, inArray } from 'drizzle-orm';
import { rechargeTransactions } from '../../db/schema';
import {
  chargeRecharge,
  MaintenanceError,
  refuseTopUpsDuringMaintenance,
  type RechargeContext,
} from '../../api/recharge';

/**
 * Charges the automatic top-ups recorded and not yet charged: low-balance top-ups a spend
 * recorded (see recordPrepaySpend), and any automatic top-up a crash left Pending. Charging
 * one twice is harmless: the gateway's idempotency key is the top-up's id and settling is
 * conditional, so two schedulers racing take the money once and credit the wallet once.
 * Top-ups waiting for the customer's confirmation are left alone, and nothing is charged
 * during maintenance.
 */
export async function chargePendingAutoTopUps(context: RechargeContext): Promise<number> {
  try {
    await refuseTopUpsDuringMaintenance(context.db);
  } catch (error) {
    if (error instanceof MaintenanceError) return 0;
    throw error;
  }
  const pending = await context.db
    .select()
    .from(rechargeTransactions)
    .where(
      and(
        eq(rechargeTransactions.status, 'Pending'),
        eq(rechargeTransactions.method, 'SavedCard'),
        inArray(rechargeTransactions.trigger, ['LowBalance', 'Monthly']),
      ),
    )
    .orderBy(asc(rechargeTransactions.createdAt));
  let charged = 0;
  for (const row of pending) {
    try {
      await chargeRecharge(context, row);
      charged += 1;
    } catch {
      // The gateway could not be reached: the row stays Pending for the next run.
    }
  }
  return charged;
}
