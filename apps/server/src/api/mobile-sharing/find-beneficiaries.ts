import { dataShareTypeSchema, type DataShareBeneficiary } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findActiveShares } from './active-shares';
import { findSharerLine } from './sharer-line';

/** GET …/mobileServices/{id}/dataShare/beneficiaries: oldest first. */
export async function findBeneficiaries(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<DataShareBeneficiary[]> {
  const sharer = await findSharerLine(db, accountCode, serviceEntity);
  const shares = await findActiveShares(db, sharer.serviceEntity);
  return shares.map((share) => ({
    beneficiaryMsisdn: share.beneficiaryMsisdn,
    shareType: dataShareTypeSchema.parse(share.shareType),
    recurringShareAmountMB: share.recurringShareAmountMb,
    currentMonthShareAmountMB: share.currentMonthShareAmountMb,
  }));
}
