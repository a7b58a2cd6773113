import { and, desc, eq, gte } from 'drizzle-orm';
import { ACTIVITY_KEPT_MONTHS, activityKeptFrom } from '@portal/domain';
import type { SignIns } from '@portal/contracts';
import type { Db } from '../../db/client';
import { signIns } from '../../db/schema';

/** The most sign-ins listed: a year of daily sign-ins is more than a person reads. */
export const SIGN_INS_LISTED = 50;

/** GET /iam/Users/{id}/signIns: the caller's own sign-ins of the kept year, newest first. */
export async function findSignIns(db: Db, userGuid: string, now = new Date()): Promise<SignIns> {
  const rows = await db
    .select({
      at: signIns.at,
      method: signIns.method,
      browser: signIns.browser,
      device: signIns.device,
      network: signIns.network,
    })
    .from(signIns)
    .where(and(eq(signIns.userGuid, userGuid), gte(signIns.at, activityKeptFrom(now))))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(SIGN_INS_LISTED);
  return {
    signIns: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      method: row.method === 'webauthn' ? 'webauthn' : 'pwd',
    })),
    keptMonths: ACTIVITY_KEPT_MONTHS,
  };
}
