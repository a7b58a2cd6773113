import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readThroughPerDatabase } from '../db/change-cache';
import { perDatabase } from '../db/per-database';
import { claims, icps, internetServices, mobileServices, voiceServices } from '../db/schema';

/**
 * The caller's roles on one account, from the claims table: cached per user while no claim
 * of theirs changes (db/change-cache.ts), so a removed authorised user loses access with the
 * commit that removes them. Undefined when the account is not claimed.
 */
export async function findAccountRoles(
  db: Db,
  userGuid: string,
  accountCode: string,
): Promise<string[] | undefined> {
  const accountClaims = await claimsOf(db, userGuid);
  return accountClaims.get(accountCode);
}

/** A user's account claims: account code to roles. */
type AccountClaims = ReadonlyMap<string, string[]>;

const claimsOf = readThroughPerDatabase(
  { tables: ['claims'], maxEntries: 20_000, maxAgeMs: 5 * 60_000 },
  readAccountClaims,
);

async function readAccountClaims(db: Db, userGuid: string): Promise<AccountClaims> {
  const rows = await claimsQueryFor(db).execute({ userGuid });
  return new Map(rows.map((row) => [row.accountCode, row.roles]));
}

/**
 * The claims query runs whenever the cache misses, so it is built once per database and
 * sent as a prepared statement (planned once per connection).
 */
const claimsQueryFor = perDatabase((db) =>
  db
    .select({ accountCode: claims.claimValue, roles: claims.roles })
    .from(claims)
    .where(and(eq(claims.userGuid, sql.placeholder('userGuid')), eq(claims.claimType, 'Account')))
    .prepare('find_account_claims'),
);

/** A service entity is a mobile number, a broadband or voice service id, or an ICP. */
export async function isServiceOnAccount(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<boolean> {
  return serviceOnAccount(db, accountCode, serviceEntity);
}

/**
 * Which services are on which account, cached while no service table is written: the
 * four tables announce "account_services:*" per statement (migration 0007), so a service
 * moved off an account is refused with the commit that moves it.
 */
const serviceOnAccount = readThroughPerDatabase(
  { tables: ['account_services'], maxEntries: 50_000, maxAgeMs: 5 * 60_000 },
  readServiceOnAccount,
  (accountCode, serviceEntity) => `${accountCode}|${serviceEntity}`,
);

async function readServiceOnAccount(
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
