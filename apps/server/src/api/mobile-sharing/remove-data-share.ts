import { and, eq, isNull } from 'drizzle-orm';
import { normaliseMobileNumber } from '@portal/domain';
import type { RemoveDataShareRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { dataShareBeneficiaries } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findSharerLine } from './sharer-line';

/** POST …/serviceEntities/{id}/dataShare/remove: the row stays, marked removed, for history. */
export async function removeDataShare(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  request: RemoveDataShareRequest,
): Promise<{ beneficiaryMsisdn: string }> {
  const sharer = await findSharerLine(db, accountCode, serviceEntity);
  const msisdn = normaliseMobileNumber(request.beneficiaryServiceEntity);
  const removed = await db
    .update(dataShareBeneficiaries)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(dataShareBeneficiaries.donorServiceEntity, sharer.serviceEntity),
        eq(dataShareBeneficiaries.beneficiaryMsisdn, msisdn),
        isNull(dataShareBeneficiaries.removedAt),
      ),
    )
    .returning({ id: dataShareBeneficiaries.id });
  if (removed.length === 0) {
    throw AppError.notFound(`${msisdn} is not sharing data from this line.`, 'not_a_beneficiary');
  }
  return { beneficiaryMsisdn: msisdn };
}
