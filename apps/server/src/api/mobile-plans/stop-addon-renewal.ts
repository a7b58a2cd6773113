import type { Db } from '../../db/client';
import { mobileAddonSubscriptions } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { runningAddonOf } from './find-addon-plans';

/**
 * POST /mobile/v2/ordering/accounts/{accountCode}/serviceEntities/{id}/stopAddonRenewal:
 * the add-on runs to its renewal date and then ends. Stopping twice is harmless.
 */
export async function stopAddonRenewal(db: Db, serviceEntity: string, addonPlanKey: string) {
  const [row] = await db
    .update(mobileAddonSubscriptions)
    .set({ stopRenewal: true })
    .where(runningAddonOf(serviceEntity, addonPlanKey))
    .returning();
  if (row === undefined) throw AppError.notFound('That add-on is not running on this connection.');
  return {
    addonPlanKey,
    stopRenewal: true as const,
    endsAt: row.renewsAt?.toISOString() ?? null,
  };
}
