import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@portal/contracts';
import type { Db } from '../../db/client';
import { claims, identities } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** The signed-in caller's identity; a 401 when it is gone (deleted since the sign-in). */
export async function signedInIdentity(db: Db, userGuid: string) {
  const [identity] = await db
    .select()
    .from(identities)
    .where(eq(identities.userGuid, userGuid))
    .limit(1);
  if (identity === undefined) {
    throw AppError.unauthorized('Your sign-in is no longer valid. Please sign in again.');
  }
  return identity;
}

export async function findCurrentUser(db: Db, userGuid: string): Promise<CurrentUser> {
  const identity = await signedInIdentity(db, userGuid);
  const rows = await db
    .select({ claimType: claims.claimType, claimValue: claims.claimValue, roles: claims.roles })
    .from(claims)
    .where(eq(claims.userGuid, userGuid))
    .orderBy(claims.claimType, claims.claimValue);
  return {
    userGuid: identity.userGuid,
    poolKey: identity.poolKey === 'StaffIdentity' ? 'StaffIdentity' : 'customer',
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    claims: rows.map((row) => ({
      claimType: row.claimType as CurrentUser['claims'][number]['claimType'],
      claimValue: row.claimValue,
      roles: row.roles as CurrentUser['claims'][number]['roles'],
    })),
  };
}
