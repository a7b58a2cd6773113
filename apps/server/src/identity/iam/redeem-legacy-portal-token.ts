import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LegacyTokenRedeemRequest, LegacyTokenRedemption } from '@portal/contracts';
import { findAccountRoles } from '../../auth';
import type { Db } from '../../db/client';
import { identities, oneTimeCodes } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { LEGACY_TOKEN_PURPOSE, legacyTokenHash } from './get-legacy-portal-url';

/** One answer for every refusal, so the older portal's caller learns nothing of why. */
const REFUSED = 'This link has been used, has expired or does not match.';

/**
 * The older portal redeems an auto-login token, once, and only with the account and target
 * it was issued for. The person must still hold the account: that is checked before the
 * token is spent, so a refusal changes nothing. The row is consumed by a conditional
 * update, so two racing redemptions cannot both win.
 */
export async function redeemLegacyPortalToken(
  db: Db,
  input: LegacyTokenRedeemRequest,
): Promise<LegacyTokenRedemption> {
  const usable = and(
    eq(oneTimeCodes.purpose, LEGACY_TOKEN_PURPOSE),
    eq(oneTimeCodes.codeHash, legacyTokenHash(input.token, input.targetUrl)),
    eq(oneTimeCodes.subject, input.accountCode),
    isNull(oneTimeCodes.consumedAt),
    gt(oneTimeCodes.expiresAt, sql`now()`),
  );
  const [person] = await db
    .select({
      userGuid: identities.userGuid,
      email: identities.email,
      firstName: identities.firstName,
      lastName: identities.lastName,
    })
    .from(oneTimeCodes)
    .innerJoin(identities, eq(identities.userGuid, oneTimeCodes.userGuid))
    .where(usable);
  if (person === undefined) throw AppError.badRequest(REFUSED, 'invalid_grant');
  if ((await findAccountRoles(db, person.userGuid, input.accountCode)) === undefined) {
    throw AppError.badRequest(REFUSED, 'invalid_grant');
  }
  const spent = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(usable, eq(oneTimeCodes.userGuid, person.userGuid)))
    .returning({ id: oneTimeCodes.id });
  if (spent.length === 0) throw AppError.badRequest(REFUSED, 'invalid_grant');
  return { ...person, accountCode: input.accountCode, targetUrl: input.targetUrl };
}
