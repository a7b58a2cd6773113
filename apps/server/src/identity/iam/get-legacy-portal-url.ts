import { randomUUID } from 'node:crypto';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { requireAccountClaim } from './account-owner';
import { randomSecret, sha256 } from '../../platform/secrets';

export const LEGACY_TOKEN_PURPOSE = 'legacy-portal';
/** docs/spec-notes.md: a token in a URL is single use and expires within a minute. */
export const LEGACY_TOKEN_TTL_MS = 60_000;
/** The older portal's auto-login path (spec section 2), as the SPA builds it too. */
const AUTO_LOGIN_PATH = 'auto-login';

/**
 * The stored hash covers the target too, so a token redeems only with the target it was
 * issued for; the account is the row's subject and the identity its user.
 */
export function legacyTokenHash(token: string, targetUrl: string): string {
  return sha256(`${token}\n${targetUrl}`);
}

/**
 * GET /iam/AtgScp/Url: the older portal's auto-login link for one account. Customers get a
 * single-use token (stored hashed; the older portal redeems it once); staff go without one
 * (spec section 2). Any role on the account may follow it, as any role may view it here.
 */
export async function getLegacyPortalUrl(
  db: Db,
  caller: Caller,
  input: { legacyPortalUrl: string | null; accountCode: string; targetUrl: string },
): Promise<{ url: string }> {
  if (input.legacyPortalUrl === null) {
    throw AppError.notFound('There is no older portal to go to.', 'legacy_portal_off');
  }
  await requireAccountClaim(db, caller, input.accountCode);

  const url = new URL(input.legacyPortalUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${AUTO_LOGIN_PATH}`;
  if (!caller.isStaff) {
    const token = randomSecret();
    await db.insert(oneTimeCodes).values({
      id: randomUUID(),
      purpose: LEGACY_TOKEN_PURPOSE,
      subject: input.accountCode,
      userGuid: caller.userGuid,
      codeHash: legacyTokenHash(token, input.targetUrl),
      expiresAt: new Date(Date.now() + LEGACY_TOKEN_TTL_MS),
    });
    url.searchParams.set('token', token);
  }
  url.searchParams.set('accountcode', input.accountCode);
  url.searchParams.set('targeturl', input.targetUrl);
  return { url: url.toString() };
}
