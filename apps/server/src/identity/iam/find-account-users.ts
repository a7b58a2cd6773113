import { and, asc, eq } from 'drizzle-orm';
import type { AccountUser } from '@portal/contracts';
import type { Db } from '../../db/client';
import { claims, identities } from '../../db/schema';

/** GET /iam/accounts/{code}/users: every identity holding an Account claim on the account. */
export async function findAccountUsers(db: Db, accountCode: string): Promise<AccountUser[]> {
  const rows = await db
    .select({
      userGuid: identities.userGuid,
      firstName: identities.firstName,
      lastName: identities.lastName,
      email: identities.email,
      mobileNumber: identities.mobileNumber,
      roles: claims.roles,
    })
    .from(claims)
    .innerJoin(identities, eq(identities.userGuid, claims.userGuid))
    .where(and(eq(claims.claimType, 'Account'), eq(claims.claimValue, accountCode)))
    .orderBy(asc(identities.lastName), asc(identities.firstName), asc(identities.email));
  return rows.map((row) => ({ ...row, roles: row.roles as AccountUser['roles'] }));
}
