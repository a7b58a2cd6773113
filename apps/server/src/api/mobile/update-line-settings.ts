import type {
  BarSettings,
  ChangeSimBlockRequest,
  ChangeSpendLimitsRequest,
  MobileServiceDetails,
  PauseStateRequest,
  ServiceEntityDetailsRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { lineRow, updateLine } from './update-line';

/** PUT …/mobileServices/{id}/serviceEntityDetails: the custom name, trimmed; empty clears it. */
export function renameLine(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  request: ServiceEntityDetailsRequest,
): Promise<MobileServiceDetails> {
  const name = request.serviceEntityDescription.trim();
  return updateLine(db, accountCode, serviceEntity, {
    serviceEntityDescription: name === '' ? null : name,
  });
}

/** POST …/mobileServices/{id}/barSettings: the whole barring set replaces the stored one. */
export function changeBarSettings(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  request: BarSettings,
): Promise<MobileServiceDetails> {
  return updateLine(db, accountCode, serviceEntity, { barringSettings: request });
}

/**
 * POST …/changeSpendLimits: the line is in the body, so the access check cannot see it;
 * a line of another account is refused here with the same 403 the check gives.
 */
export async function changeSpendLimits(
  db: Db,
  accountCode: string,
  request: ChangeSpendLimitsRequest,
): Promise<MobileServiceDetails> {
  const line = await lineRow(db, accountCode, request.serviceEntity).catch(() => {
    throw AppError.forbidden(
      `Service ${request.serviceEntity} is not on account ${accountCode}.`,
      'service_not_on_account',
    );
  });
  if (line.paymentType === 'Prepay') {
    throw AppError.conflict('A prepay line spends only its balance, so it has no spend limit.');
  }
  return updateLine(db, accountCode, request.serviceEntity, {
    spendLimitCents: request.spendLimit,
  });
}

/** POST …/mobileServices/{id}/changeSimBlock. */
export function changeSimBlock(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  request: ChangeSimBlockRequest,
): Promise<MobileServiceDetails> {
  return updateLine(db, accountCode, serviceEntity, { simBlocked: request.simBlockingEnabled });
}

/**
 * PUT …/mobileServices/{id}/pauseState: pause or resume. A cancelled line cannot be paused;
 * pausing a paused line keeps the first pause time, so the answer is the same twice.
 */
export async function changePauseState(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  request: PauseStateRequest,
  now: Date = new Date(),
): Promise<MobileServiceDetails> {
  const line = await lineRow(db, accountCode, serviceEntity);
  if (request.paused && line.status === 'Cancelled') {
    throw AppError.conflict('A cancelled number cannot be paused.');
  }
  if (request.paused === line.isPaused) {
    return updateLine(db, accountCode, serviceEntity, {});
  }
  return updateLine(db, accountCode, serviceEntity, {
    isPaused: request.paused,
    pausedAt: request.paused ? now : null,
  });
}
