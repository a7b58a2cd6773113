import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claims, icps, internetServices, mobileServices, voiceServices } from '../db/schema';

/**
 * The caller's roles on one account, read from the claims table on every request, so a
 * removed authorised user loses access at once. Undefined when the account is not claimed.
 */
export async function findAccountRoles(
  db: Db,
  userGuid: string,
  accountCode: string,
): Promise<string[] | undefined> {
  const rows = await db
    .select({ roles: claims.roles })
    .from(claims)
    .where(
      and(
        eq(claims.userGuid, userGuid),
        eq(claims.claimType, 'Account'),
        eq(claims.claimValue, accountCode),
      ),
    )
    .limit(1);
  return rows[0]?.roles;
}

/** A service entity is a mobile number, a broadband or voice service id, or an ICP. */
export async function isServiceOnAccount(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`
    select exists (
      select 1 from ${mobileServices}
        where ${mobileServices.serviceEntity} = ${serviceEntity} and ${mobileServices.accountCode} = ${accountCode}
      union all
      select 1 from ${internetServices}
        where ${internetServices.id} = ${serviceEntity} and ${internetServices.accountCode} = ${accountCode}
      union all
      select 1 from ${voiceServices}
        where ${voiceServices.id} = ${serviceEntity} and ${voiceServices.accountCode} = ${accountCode}
      union all
      select 1 from ${icps}
        where ${icps.icpNumber} = ${serviceEntity} and ${icps.accountCode} = ${accountCode}
    ) as found`);
  return result.rows[0]?.found === true;
}
