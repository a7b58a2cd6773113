import { sql, type SQL } from 'drizzle-orm';
import type { DateKey } from '@portal/domain';
import type { broadbandPlans, mobilePlans, powerPlans } from '../../db/schema';

type PlanTable = typeof mobilePlans | typeof broadbandPlans | typeof powerPlans;

/**
 * The term_started_on a service takes as it moves onto `planKey` on `today`, for the
 * update's `set`: a fixed-term plan begins a new term that day (decision 058); an
 * open-term plan has none. Read from the catalogue in the same statement, so the term and
 * the plan cannot disagree.
 */
export const termStartOnPlan = (plans: PlanTable, planKey: string, today: DateKey): SQL =>
  sql`(select case when ${plans.termMonths} is null then null else ${today}::date end from ${plans} where ${plans.planKey} = ${planKey})`;
