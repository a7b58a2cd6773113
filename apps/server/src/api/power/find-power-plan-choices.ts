import { and, eq } from 'drizzle-orm';
import type { PowerPlans } from '@portal/contracts';
import { latestPowerStartDate, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { icps } from '../../db/schema';
import { accountRow } from '../accounts';
import { findPowerPlans } from './power-plans';

/** GET …/power/plans: active plans (and the current one, even if no longer sold). */
export async function findPowerPlanChoices(
  db: Db,
  accountCode: string,
  now = new Date(),
): Promise<PowerPlans> {
  const account = await accountRow(db, accountCode);
  const [icp] = await db
    .select({ planKey: icps.planKey })
    .from(icps)
    .where(and(eq(icps.accountCode, accountCode), eq(icps.status, 'Active')))
    .limit(1);
  const active = await findPowerPlans(db, { activeOnly: true });
  const current =
    icp === undefined || active.some((plan) => plan.planKey === icp.planKey)
      ? []
      : await findPowerPlans(db, { activeOnly: false, planKeys: [icp.planKey] });
  const today = toNzDateKey(now);
  return {
    currentPlanKey: icp?.planKey ?? null,
    plans: [...current, ...active],
    displayGstInclusiveValues: account.displayGstInclusiveValues,
    nextBillDate: account.nextBillDate,
    today,
    latestDate: latestPowerStartDate(today),
  };
}
