import { normaliseMobileNumber } from '@portal/domain';
import type { ShareQuota } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findActiveShares } from './active-shares';
import { computeShareQuota } from './share-quota';
import { findSharerLine } from './sharer-line';

/** GET …/mobileServices/{id}/dataShare/quota?beneficiaryServiceEntity. */
export async function getShareQuota(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  beneficiary: string | undefined,
): Promise<ShareQuota> {
  const sharer = await findSharerLine(db, accountCode, serviceEntity);
  const shares = await findActiveShares(db, sharer.serviceEntity);
  const msisdn = beneficiary === undefined ? undefined : normaliseMobileNumber(beneficiary);
  return computeShareQuota(sharer, shares, msisdn);
}
