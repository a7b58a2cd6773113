import { businessGroupSchema, type Offer, type OffersQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accountRow } from './account-row';
import { findCatalogOffers } from './offer-catalog';

/**
 * GET /accounts/{code}/offers?businessGroup&billFrequency: plans on offer for a business
 * group (the account's own unless asked) per bill of the frequency (Monthly by default).
 * An account without a business group has no offers (spec section 4).
 */
export async function findOffers(
  db: Db,
  accountCode: string,
  query: OffersQuery,
): Promise<Offer[]> {
  const row = await accountRow(db, accountCode);
  const own = businessGroupSchema.safeParse(row.businessGroup);
  const group = query.businessGroup ?? (own.success ? own.data : null);
  if (group === null) return [];
  return findCatalogOffers(db, group, query.billFrequency);
}
