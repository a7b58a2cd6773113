import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SignJWT, importJWK } from 'jose';
import type { Db } from '../../db/client';
import { oneTimeCodes, staffOpenings } from '../../db/schema';
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
 * statement that finds it, so two redemptions racing each other cannot both succeed. The
 * redemption is the opening of the account: it is recorded, and the token carries its id
 * (`staff_opening`) so each write made with it names the opening in the audit log.
 */
export async function redeemStaffToken(
  db: Db,
  input: { token: string; signingKey: SigningKey; issuer: string; audience: string },
): Promise<StaffAccessToken> {
  const openingId = randomUUID();
  const row = await db.transaction(async (tx) => {
    const [redeemed] = await tx
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
    if (redeemed?.staffGuid == null) return undefined;
    // The opening the customer sees under My details; the token names it (decision 053).
    await tx.insert(staffOpenings).values({
      id: openingId,
      staffGuid: redeemed.staffGuid,
      accountCode: redeemed.accountCode,
    });
    return { staffGuid: redeemed.staffGuid, accountCode: redeemed.accountCode };
  });
  if (row === undefined) {
    throw AppError.badRequest('This staff link has been used or has expired.', 'invalid_grant');
  }
  const key = await importJWK(input.signingKey, 'ES256');
  // Only a staff caller signed in with both steps can ask for a staff token (the API
  // refuses other staff tokens, decision 054), so the visit's token says it came of
  // a multi-factor sign-in (RFC 8176 `mfa`).
  const accessToken = await new SignJWT({
    pool: 'StaffIdentity',
    auto_login: true,
    staff_opening: openingId,
    amr: ['mfa'],
  })
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
