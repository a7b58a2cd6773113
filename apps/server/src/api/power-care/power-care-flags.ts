import { eq } from 'drizzle-orm';
import { mayRestrictPower, type MedicalDependencyState, type PowerCareFlags } from '@portal/domain';
import { medicalDependencies } from '../../db/schema';
import type { DbOrTx, DueOrder, OrderApplier } from '../orders';

/** What an automated step needs to know before it touches an account's power. */
export async function findPowerCareFlags(db: DbOrTx, accountCode: string): Promise<PowerCareFlags> {
  const [row] = await db
    .select({ state: medicalDependencies.state })
    .from(medicalDependencies)
    .where(eq(medicalDependencies.accountCode, accountCode));
  return { medicalDependency: (row?.state as MedicalDependencyState | undefined) ?? null };
}

/**
 * An order's applier that the due-orders job must not run on its own for a medically
 * dependent account (pending or confirmed): the order stays Pending, unchanged, for a person
 * to carry out after talking with the customer (decision 063). `restricts` says whether this
 * order could restrict power at all (a move that leaves broadband only does not).
 */
export function heldWhenPowerProtected(
  applier: OrderApplier,
  restricts: (order: DueOrder) => boolean = () => true,
): OrderApplier {
  return async (tx, order, now) => {
    if (restricts(order) && !mayRestrictPower(await findPowerCareFlags(tx, order.accountCode))) {
      return 'held';
    }
    return applier(tx, order, now);
  };
}
