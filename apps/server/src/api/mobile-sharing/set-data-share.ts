import { and, eq, isNull } from 'drizzle-orm';
import {
  dataShareTypeSchema,
  type DataShareBeneficiary,
  type DataShareRequest,
} from '@portal/contracts';
import { roundShareAmountMb } from '@portal/domain';
import type { Db } from '../../db/client';
import { dataShareBeneficiaries, mobileServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findActiveShares, type ShareRow } from './active-shares';
import { checkBeneficiary } from './beneficiary-rules';
import { computeShareQuota, monthRoomMb } from './share-quota';
import { findSharerLine, type SharerLine } from './sharer-line';

export const NO_AMOUNT_MESSAGE = 'Choose an amount of at least 1 MB to share.';
export const OPEN_NOT_ALLOWED_MESSAGE = 'Open sharing is not available on this line.';

/**
 * POST …/serviceEntities/{id}/dataShare: sets the whole share with one beneficiary (adds
 * it when new). Amounts are rounded down to whole MB; a zero amount is not stored as a
 * share of its own, so an allocation needs one non-zero amount. Open sharing has none.
 */
export async function setDataShare(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  request: DataShareRequest,
): Promise<DataShareBeneficiary> {
  const sharer = await findSharerLine(db, accountCode, serviceEntity);
  return db.transaction(async (tx) => {
    // Locking the sharer's line serialises two adds racing for the fifth place.
    await tx
      .select({ serviceEntity: mobileServices.serviceEntity })
      .from(mobileServices)
      .where(eq(mobileServices.serviceEntity, sharer.serviceEntity))
      .for('update');
    const shares = await findActiveShares(tx, sharer.serviceEntity);
    const check = await checkBeneficiary(
      tx,
      sharer.serviceEntity,
      shares,
      request.beneficiaryServiceEntity,
    );
    if (!check.ok) {
      throw new AppError({
        code: check.code,
        statusCode: check.statusCode,
        title: check.statusCode === 409 ? 'Conflict' : 'Bad Request',
        message: check.message,
      });
    }
    const amounts = allowedAmounts(sharer, shares, check.msisdn, request);
    const existing = shares.find((share) => share.beneficiaryMsisdn === check.msisdn);
    const values = { shareType: request.shareType, ...amounts };
    if (existing === undefined) {
      await tx.insert(dataShareBeneficiaries).values({
        donorServiceEntity: sharer.serviceEntity,
        beneficiaryMsisdn: check.msisdn,
        ...values,
      });
    } else {
      await tx
        .update(dataShareBeneficiaries)
        .set(values)
        .where(
          and(eq(dataShareBeneficiaries.id, existing.id), isNull(dataShareBeneficiaries.removedAt)),
        );
    }
    return {
      beneficiaryMsisdn: check.msisdn,
      shareType: dataShareTypeSchema.parse(values.shareType),
      recurringShareAmountMB: amounts.recurringShareAmountMb,
      currentMonthShareAmountMB: amounts.currentMonthShareAmountMb,
    };
  });
}

function allowedAmounts(
  sharer: SharerLine,
  shares: readonly ShareRow[],
  msisdn: string,
  request: DataShareRequest,
): { recurringShareAmountMb: number; currentMonthShareAmountMb: number } {
  const quota = computeShareQuota(sharer, shares, msisdn);
  if (request.shareType === 'OpenSharing') {
    if (!quota.open.allowed)
      throw AppError.badRequest(OPEN_NOT_ALLOWED_MESSAGE, 'open_not_allowed');
    return { recurringShareAmountMb: 0, currentMonthShareAmountMb: 0 };
  }
  const recurring = roundShareAmountMb(request.recurringShareAmountMb ?? 0);
  const oneOff = roundShareAmountMb(request.currentMonthShareAmountMb ?? 0);
  if (recurring + oneOff === 0) throw AppError.badRequest(NO_AMOUNT_MESSAGE, 'no_amount');
  if (recurring > quota.recurring.availableMb) {
    throw AppError.badRequest(
      `You can share up to ${quota.recurring.availableMb} MB every month with this number.`,
      'over_quota',
    );
  }
  const room = monthRoomMb(sharer, shares, msisdn);
  if (recurring + oneOff > room) {
    throw AppError.badRequest(
      `You can share up to ${Math.max(0, room - recurring)} MB more this month with this number.`,
      'over_quota',
    );
  }
  return { recurringShareAmountMb: recurring, currentMonthShareAmountMb: oneOff };
}
