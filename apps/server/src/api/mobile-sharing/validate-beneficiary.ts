import type { BeneficiaryValidation } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findActiveShares } from './active-shares';
import { checkBeneficiary } from './beneficiary-rules';
import { findSharerLine } from './sharer-line';

/**
 * GET …/dataShare/validateBeneficiary?beneficiaryServiceEntity: a 200 either way, so the
 * page can show the reason under the number field.
 */
export async function validateBeneficiary(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  beneficiary: string,
): Promise<BeneficiaryValidation> {
  const sharer = await findSharerLine(db, accountCode, serviceEntity);
  const shares = await findActiveShares(db, sharer.serviceEntity);
  const check = await checkBeneficiary(db, sharer.serviceEntity, shares, beneficiary);
  return {
    beneficiaryMsisdn: check.msisdn,
    valid: check.ok,
    message: check.ok ? null : check.message,
  };
}
