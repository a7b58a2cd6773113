import type { Account, FindAccount } from 'oidc-provider';
import type { Db } from '../../db/client';
import { findIdentity } from '../find-identity';
import { POOLS, type Pool } from '../pools';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IdentitySummary {
  userGuid: string;
  pool: Pool;
  email: string;
  name: string;
}

/** The identity behind a subject, read fresh each time (a removed log-in stops at once). */
export async function getIdentitySummary(
  db: Db,
  userGuid: string,
): Promise<IdentitySummary | undefined> {
  // The column is a uuid: anything else would be a SQL error, not "no such person".
  if (!UUID.test(userGuid)) return undefined;
  const row = await findIdentity(db, userGuid);
  const pool = POOLS.find((candidate) => candidate === row?.poolKey);
  if (row === undefined || pool === undefined) return undefined;
  return {
    userGuid: row.userGuid,
    pool,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
  };
}

/** oidc-provider's account lookup: the subject is the identity's userGuid (decision 004). */
export function findAccount(db: Db): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    const identity = await getIdentitySummary(db, sub);
    if (identity === undefined) return undefined;
    return {
      accountId: identity.userGuid,
      claims: () => ({
        sub: identity.userGuid,
        pool: identity.pool,
        email: identity.email,
        name: identity.name,
      }),
    };
  };
}
