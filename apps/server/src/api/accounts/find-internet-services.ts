import { asc, eq } from 'drizzle-orm';
import type { InternetServiceDetails } from '@portal/contracts';
import type { Db } from '../../db/client';
import { broadbandPlans, internetServices } from '../../db/schema';

type Activation = InternetServiceDetails['activationStatus'];

/**
 * The contract knows Active, Inactive and Cancelled; a pending connection is not active yet,
 * and an activation status of Blocked is an active line that is blocked.
 */
function activationOf(status: string): Activation {
  if (status === 'Cancelled') return 'Cancelled';
  if (status === 'Active' || status === 'Blocked') return 'Active';
  return 'Inactive';
}

/** GET accounts/{code}/internetServices: the account's broadband connections and their states. */
export async function findInternetServices(
  db: Db,
  accountCode: string,
): Promise<InternetServiceDetails[]> {
  const rows = await db
    .select({ service: internetServices, plan: broadbandPlans })
    .from(internetServices)
    .innerJoin(broadbandPlans, eq(broadbandPlans.planKey, internetServices.planKey))
    .where(eq(internetServices.accountCode, accountCode))
    .orderBy(asc(internetServices.id));
  return rows.map(({ service, plan }) => ({
    id: service.id,
    activationStatus: activationOf(service.activationStatus),
    blockingStatus:
      service.blockingStatus === 'Blocked' || service.activationStatus === 'Blocked'
        ? 'Blocked'
        : 'Unblocked',
    category: plan.category,
    categoryGroup: plan.categoryGroup,
    technology: plan.technology as InternetServiceDetails['technology'],
    planKey: plan.planKey,
    planName: plan.name,
  }));
}
