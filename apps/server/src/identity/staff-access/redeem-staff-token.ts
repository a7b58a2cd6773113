import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SignJWT, importJWK } from 'jose';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { SigningKey } from '../keys/load-idp-keys';
import { STAFF_TOKEN_PURPOSE, staffTokenHash } from './issue-staff-token';

/** An auto-login session never refreshes (spec section 4), so its token lasts the visit. */
export const STAFF_ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export interface StaffAccessToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  account_code: string;
}

/**
 * Exchanges a staff token for an access token, once: the row is consumed in the same
 * statement that finds it, so two redemptions racing each other cannot both succeed.
 */
export async function redeemStaffToken(
  db: Db,
  input: { token: string; signingKey: SigningKey; issuer: string; audience: string },
): Promise<StaffAccessToken> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.purpose, STAFF_TOKEN_PURPOSE),
        eq(oneTimeCodes.codeHash, staffTokenHash(input.token)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ staffGuid: oneTimeCodes.userGuid, accountCode: oneTimeCodes.subject });
  if (row?.staffGuid == null) {
    throw AppError.badRequest('This staff link has been used or has expired.', 'invalid_grant');
  }
  const key = await importJWK(input.signingKey, 'ES256');
  const accessToken = await new SignJWT({ pool: 'StaffIdentity', auto_login: true })
    .setProtectedHeader({ alg: 'ES256', kid: input.signingKey.kid, typ: 'at+jwt' })
    .setSubject(row.staffGuid)
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${String(STAFF_ACCESS_TOKEN_TTL_SECONDS)}s`)
    .sign(key);
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: STAFF_ACCESS_TOKEN_TTL_SECONDS,
    account_code: row.accountCode,
  };
}
