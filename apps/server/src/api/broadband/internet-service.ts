import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../orders';
import { broadbandPlans, internetServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type BroadbandPlanRow = typeof broadbandPlans.$inferSelect;

/** One internet service of the account with its plan; another account's is a 404 (ADR 010). */
export async function internetServiceOf(db: DbOrTx, accountCode: string, serviceId: string) {
  const [row] = await db
    .select({ service: internetServices, plan: broadbandPlans })
    .from(internetServices)
    .innerJoin(broadbandPlans, eq(broadbandPlans.planKey, internetServices.planKey))
    .where(and(eq(internetServices.id, serviceId), eq(internetServices.accountCode, accountCode)));
  if (row === undefined) {
    throw AppError.notFound(`There is no internet service ${serviceId} on this account.`);
  }
  return row;
}
