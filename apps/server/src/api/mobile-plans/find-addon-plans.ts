import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { billFrequencySchema, type AddonPlanOffer, type SalesChannel } from '@portal/contracts';
import type { Db } from '../../db/client';
import { addonPlans, mobileAddonSubscriptions, mobileServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';

type AddonRow = typeof addonPlans.$inferSelect;

/** Add-ons a line of this payment type may buy through the channel. */
export function isAddonForLine(addon: AddonRow, paymentType: string, channel: string): boolean {
  return addon.isActive && addon.appliesTo === paymentType && addon.salesChannels.includes(channel);
}

/** Where a query finds the line's running subscription of an add-on: one not yet ended. */
export function runningAddonOf(serviceEntity: string, addonPlanKey: string): SQL | undefined {
  return and(
    eq(mobileAddonSubscriptions.serviceEntity, serviceEntity),
    eq(mobileAddonSubscriptions.addonPlanKey, addonPlanKey),
    isNull(mobileAddonSubscriptions.endedAt),
  );
}

export async function findLinePaymentType(db: Db, accountCode: string, serviceEntity: string) {
  const [line] = await db
    .select({ paymentType: mobileServices.paymentType })
    .from(mobileServices)
    .where(
      and(
        eq(mobileServices.serviceEntity, serviceEntity),
        eq(mobileServices.accountCode, accountCode),
      ),
    );
  if (line === undefined) throw AppError.forbidden('That connection is not on this account.');
  return line.paymentType;
}

/**
 * GET /mobile/v2/catalog/accounts/{accountCode}/mobileServices/{id}/addonPlans?salesChannel:
 * the catalog for the line, each entry with the line's running subscription of it.
 */
export async function findAddonPlans(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  salesChannel: SalesChannel,
): Promise<AddonPlanOffer[]> {
  const paymentType = await findLinePaymentType(db, accountCode, serviceEntity);
  const catalog = await db.select().from(addonPlans).orderBy(asc(addonPlans.sortOrder));
  const running = await db
    .select()
    .from(mobileAddonSubscriptions)
    .where(
      and(
        eq(mobileAddonSubscriptions.serviceEntity, serviceEntity),
        isNull(mobileAddonSubscriptions.endedAt),
      ),
    );
  return catalog
    .filter((addon) => isAddonForLine(addon, paymentType, salesChannel))
    .map((addon) => {
      const subscription = running.find((entry) => entry.addonPlanKey === addon.addonPlanKey);
      return {
        addonPlanKey: addon.addonPlanKey,
        addonType: addon.addonType,
        name: addon.name,
        description: addon.description,
        chargeIncludingGst: addon.chargeIncludingGstCents,
        chargeExcludingGst: addon.chargeExcludingGstCents,
        billFrequency: billFrequencySchema.catch('Monthly').parse(addon.billFrequency),
        autoRenews: addon.autoRenews,
        subscription:
          subscription === undefined
            ? null
            : {
                startedAt: subscription.startedAt.toISOString(),
                renewsAt: subscription.renewsAt?.toISOString() ?? null,
                stopRenewal: subscription.stopRenewal,
              },
      };
    });
}
