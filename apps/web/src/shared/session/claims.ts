import { sortAccountsForListing } from '@portal/domain';
import type { Claim, User } from '@portal/contracts';

export const STAFF_POOL = 'StaffIdentity';

/** Staff sign in through the staff identity pool (spec section 1); the session says so too. */
export function isStaffUser(user: Pick<User, 'poolKey'>, session?: { isStaff: boolean }): boolean {
  return user.poolKey === STAFF_POOL || session?.isStaff === true;
}

export function accountClaims(user: Pick<User, 'claims'>): Claim[] {
  return user.claims.filter((claim) => claim.claimType === 'Account');
}

export function hasAccountClaim(user: Pick<User, 'claims'>, accountCode: string): boolean {
  return accountClaims(user).some((claim) => claim.claimValue === accountCode);
}

/** Spec section 6: staff may open any account; others only those in their claims. */
export function isAccountAllowed(
  user: Pick<User, 'claims' | 'poolKey'>,
  accountCode: string,
  session?: { isStaff: boolean },
): boolean {
  return isStaffUser(user, session) || hasAccountClaim(user, accountCode);
}

/**
 * Spec section 4: if the selected account is not in the identity's claims (staff viewing
 * a customer's account), it is added with empty roles.
 */
export function withSelectedAccountClaim<T extends Pick<User, 'claims'>>(
  user: T,
  accountCode: string | null,
): T {
  if (accountCode === null || hasAccountClaim(user, accountCode)) return user;
  const added: Claim = { claimType: 'Account', claimValue: accountCode, roles: [] };
  return { ...user, claims: [...user.claims, added] };
}

/**
 * The account to select when none is: the first in listing order (spec section 6). Only
 * codes are known from claims (not which are cancelled), so this is the lowest code.
 */
export function firstListedAccountCode(user: Pick<User, 'claims'>): string | null {
  const listed = sortAccountsForListing(
    accountClaims(user).map((claim) => ({ accountCode: claim.claimValue })),
  );
  return listed[0]?.accountCode ?? null;
}
