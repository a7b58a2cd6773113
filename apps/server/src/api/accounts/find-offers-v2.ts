import { billFrequencySchema, businessGroupSchema, type OffersV2 } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accountRow } from './account-row';
import { findCatalogOffers } from './offer-catalog';

/**
 * GET /offers/v2/accounts/{accountCode}/offers. The spec shows only the path; our reading:
 * the offers of the account's own group and bill cycle, each with the price the account is
 * shown (GST-exclusive where the account displays GST-exclusive values).
 */
export async function findOffersV2(db: Db, accountCode: string): Promise<OffersV2> {
  const row = await accountRow(db, accountCode);
  const group = businessGroupSchema.safeParse(row.businessGroup);
  const billFrequency = billFrequencySchema.catch('Monthly').parse(row.billFrequency);
  const inclusive = row.displayGstInclusiveValues;
  const offers = group.success ? await findCatalogOffers(db, group.data, billFrequency) : [];
  return {
    businessGroup: group.success ? group.data : null,
    billFrequency,
    displayGstInclusiveValues: inclusive,
    offers: offers.map((offer) => {
      const first = offer.charges[0];
      const displayCharge =
        first === undefined
          ? null
          : inclusive
            ? first.chargeIncludingGst
            : first.chargeExcludingGst;
      return { ...offer, displayCharge };
    }),
  };
}
