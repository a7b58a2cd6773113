import { and, eq } from 'drizzle-orm';
import {
  DATA_SHARE_LIMIT,
  INVALID_BENEFICIARY_NUMBER_MESSAGE,
  beneficiaryNumberError,
  normaliseMobileNumber,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { mobileServices } from '../../db/schema';
import type { ShareRow } from './active-shares';

export const SELF_SHARE_MESSAGE = 'You can’t share data with the number you are sharing from.';
export const SHARE_LIMIT_MESSAGE = `You can share data with at most ${DATA_SHARE_LIMIT} numbers. Remove one before adding another.`;

export type BeneficiaryCheck =
  | { ok: true; msisdn: string }
  | { ok: false; msisdn: string; message: string; code: string; statusCode: 400 | 409 };

/**
 * A beneficiary is an active mobile line on this provider's network (any account: data
 * can only move between our own lines), not the sharer itself, and a new one only while
 * the sharer has fewer than DATA_SHARE_LIMIT. A paused line is still active.
 */
export async function checkBeneficiary(
  db: Db,
  sharerServiceEntity: string,
  shares: readonly ShareRow[],
  input: string,
): Promise<BeneficiaryCheck> {
  const msisdn = normaliseMobileNumber(input);
  const invalid = {
    ok: false,
    msisdn,
    message: INVALID_BENEFICIARY_NUMBER_MESSAGE,
    code: 'invalid_beneficiary',
    statusCode: 400,
  } as const;
  if (beneficiaryNumberError(msisdn) !== undefined) return invalid;
  if (msisdn === sharerServiceEntity) {
    return { ...invalid, message: SELF_SHARE_MESSAGE, code: 'self_share' };
  }
  const [line] = await db
    .select({ serviceEntity: mobileServices.serviceEntity })
    .from(mobileServices)
    .where(and(eq(mobileServices.serviceEntity, msisdn), eq(mobileServices.status, 'Active')))
    .limit(1);
  if (line === undefined) return invalid;
  const existing = shares.some((share) => share.beneficiaryMsisdn === msisdn);
  if (!existing && shares.length >= DATA_SHARE_LIMIT) {
    return {
      ok: false,
      msisdn,
      message: SHARE_LIMIT_MESSAGE,
      code: 'share_limit',
      statusCode: 409,
    };
  }
  return { ok: true, msisdn };
}
