import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { LEGACY_TOKEN_PURPOSE } from './get-legacy-portal-url';
import { sha256 } from '../../platform/secrets';

/**
 * What the older portal's auto-login does with a token: one conditional update, so two
 * redemptions racing each other cannot both win. Undefined for unknown, used or expired.
 */
export async function redeemLegacyPortalToken(
  db: Db,
  token: string,
): Promise<{ userGuid: string; accountCode: string } | undefined> {
  const now = new Date();
  const [redeemed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, LEGACY_TOKEN_PURPOSE),
        eq(oneTimeCodes.codeHash, sha256(token)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ userGuid: oneTimeCodes.userGuid, accountCode: oneTimeCodes.subject });
  if (redeemed?.userGuid == null) return undefined;
  return { userGuid: redeemed.userGuid, accountCode: redeemed.accountCode };
}
