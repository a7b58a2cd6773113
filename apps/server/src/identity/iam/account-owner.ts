import type { Caller } from '../../auth';
import { findAccountRoles } from '../../auth';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';

/** The caller's roles on the account; a 403 when the account is not in their claims. */
async function claimedRoles(db: Db, caller: Caller, accountCode: string): Promise<string[]> {
  const roles = await findAccountRoles(db, caller.userGuid, accountCode);
  if (roles === undefined) {
    throw AppError.forbidden(
      `Account code ${accountCode} is not in the claims of user ${caller.userGuid}.`,
      'account_not_in_claims',
    );
  }
  return roles;
}

/**
 * The account-owner check for calls whose account is not in the path (body or query), so
 * the route's own access rule cannot see it. Same answers as the route check: staff always
 * pass, an unclaimed account and a missing role are both 403.
 */
export async function requireAccountOwner(
  db: Db,
  caller: Caller,
  accountCode: string,
): Promise<void> {
  if (caller.isStaff) return;
  const roles = await claimedRoles(db, caller, accountCode);
  if (!roles.includes('AccountOwner')) {
    throw AppError.forbidden(
      'Only the account owner can do this.',
      'account_owner_only',
      `user ${caller.userGuid} lacks AccountOwner on ${accountCode}`,
    );
  }
}

/** Any role on the account will do (reading); staff always pass. */
export async function requireAccountClaim(
  db: Db,
  caller: Caller,
  accountCode: string,
): Promise<void> {
  if (caller.isStaff) return;
  await claimedRoles(db, caller, accountCode);
}
