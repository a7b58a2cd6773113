import { and, eq, isNull, or } from 'drizzle-orm';
import { REGISTER_NUMBER_RESEND_SECONDS } from '@portal/contracts';
import { INVALID_PREPAY_NUMBER_MESSAGE } from '@portal/domain';
import type { Db } from '../../db/client';
import { claims, mobileServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export const REGISTER_NUMBER_PURPOSE = 'register-number';
export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** One code per number per minute, so nobody can flood a phone with texts. */
export const RESEND_INTERVAL_SECONDS = REGISTER_NUMBER_RESEND_SECONDS;

/** The account of an active prepay line, or a 400 in the spec's own words. */
export async function findPrepayAccount(db: Db, mobileNumber: string): Promise<string> {
  const [service] = await db
    .select({ accountCode: mobileServices.accountCode })
    .from(mobileServices)
    .where(
      and(
        eq(mobileServices.serviceEntity, mobileNumber),
        eq(mobileServices.paymentType, 'Prepay'),
        eq(mobileServices.status, 'Active'),
        isNull(mobileServices.cancelledAt),
      ),
    )
    .limit(1);
  if (service === undefined) {
    throw AppError.badRequest(INVALID_PREPAY_NUMBER_MESSAGE, 'not_active_prepay');
  }
  return service.accountCode;
}

/** True when the caller already holds the number, or any claim on its account. */
export async function isAlreadyClaimed(
  db: Db,
  userGuid: string,
  input: { mobileNumber: string; accountCode: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .where(
      and(
        eq(claims.userGuid, userGuid),
        or(
          and(eq(claims.claimType, 'Line'), eq(claims.claimValue, input.mobileNumber)),
          and(eq(claims.claimType, 'Account'), eq(claims.claimValue, input.accountCode)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
