import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { USER_MESSAGES } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { auditLog, claims, mobileServices } from '../../db/schema';
import { findIdentity } from '../find-identity';
import { AppError } from '../../platform/app-error';
import { requireAccountOwner } from './account-owner';

/** Spec section 8: '%s could not be removed.' with the person's name. */
export const notRemovedMessage = USER_MESSAGES.notRemoved;

/**
 * DELETE /iam/users/{id}/claims?claimType=Account&claimValue={code}: takes a person's access
 * to one account away, with their Line claims on its numbers. The last owner of an account
 * cannot be removed (themselves included), or nobody could manage it any more.
 */
export async function deleteUserClaim(
  db: Db,
  caller: Caller,
  input: { userGuid: string; accountCode: string; ip: string },
): Promise<{ name: string }> {
  const { userGuid, accountCode } = input;
  await requireAccountOwner(db, caller, accountCode);

  const target = await findIdentity(db, userGuid);
  const name = target === undefined ? 'This user' : `${target.firstName} ${target.lastName}`;

  await db.transaction(async (tx) => {
    // Locking every claim on the account keeps two owners from removing each other at once.
    const accountClaims = await tx
      .select({ userGuid: claims.userGuid, roles: claims.roles })
      .from(claims)
      .where(and(eq(claims.claimType, 'Account'), eq(claims.claimValue, accountCode)))
      .for('update');
    const claim = accountClaims.find((row) => row.userGuid === userGuid);
    if (target === undefined || claim === undefined) {
      throw AppError.notFound(notRemovedMessage(name), 'claim_not_found');
    }
    const owners = accountClaims.filter((row) => row.roles.includes('AccountOwner'));
    if (claim.roles.includes('AccountOwner') && owners.length <= 1) {
      throw AppError.conflict(notRemovedMessage(name), 'last_owner');
    }

    /** Deletes the person's claims of one type whose value matches. */
    const deleteClaims = (claimType: 'Account' | 'Line', value: SQL) =>
      tx
        .delete(claims)
        .where(and(eq(claims.userGuid, userGuid), eq(claims.claimType, claimType), value));
    await deleteClaims('Account', eq(claims.claimValue, accountCode));
    const numbers = tx
      .select({ number: mobileServices.serviceEntity })
      .from(mobileServices)
      .where(eq(mobileServices.accountCode, accountCode));
    await deleteClaims('Line', inArray(claims.claimValue, numbers));
    await tx.insert(auditLog).values({
      actor: caller.userGuid,
      actorPool: caller.pool,
      action: 'authorised-user-removed',
      accountCode,
      ip: input.ip,
      details: { userGuid },
    });
  });
  return { name };
}
