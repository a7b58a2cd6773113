import { asc, eq, inArray } from 'drizzle-orm';
import type { PowerPlan } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../orders';
import { powerPlanRates, powerPlans } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Plans with their rates, in the catalogue's order (daily charge before per-kWh). */
export async function findPowerPlans(
  db: Db,
  filter: { activeOnly: boolean; planKeys?: string[] },
): Promise<PowerPlan[]> {
  const plans = await db
    .select()
    .from(powerPlans)
    .where(
      filter.planKeys !== undefined
        ? inArray(powerPlans.planKey, filter.planKeys)
        : filter.activeOnly
          ? eq(powerPlans.isActive, true)
          : undefined,
    )
    .orderBy(asc(powerPlans.sortOrder), asc(powerPlans.planKey));
  if (plans.length === 0) return [];
  const rates = await db
    .select()
    .from(powerPlanRates)
    .where(
      inArray(
        powerPlanRates.planKey,
        plans.map((plan) => plan.planKey),
      ),
    )
    .orderBy(asc(powerPlanRates.id));
  return plans.map((plan) => ({
    planKey: plan.planKey,
    name: plan.name,
    description: plan.description,
    userType: plan.userType,
    rates: rates
      .filter((rate) => rate.planKey === plan.planKey)
      .sort((a, b) => (a.unit === b.unit ? 0 : a.unit === 'day' ? -1 : 1))
      .map((rate) => ({
        rateType: rate.rateType,
        unit: rate.unit === 'day' ? ('day' as const) : ('kWh' as const),
        centsIncludingGst: rate.centsIncludingGst,
        centsExcludingGst: rate.centsExcludingGst,
      })),
  }));
}

export const UNKNOWN_PLAN_MESSAGE = 'Please choose one of the power plans on offer.';

/** An active plan a customer may move to or sign up on; a 400 for anything else. */
export async function activePlanNamed(db: DbOrTx, planKey: string): Promise<{ name: string }> {
  const [plan] = await db
    .select({ name: powerPlans.name, isActive: powerPlans.isActive })
    .from(powerPlans)
    .where(eq(powerPlans.planKey, planKey));
  if (plan === undefined || !plan.isActive) {
    throw AppError.badRequest(UNKNOWN_PLAN_MESSAGE, 'unknown_power_plan');
  }
  return { name: plan.name };
}
