import type { RouteAccess } from './access-control';

/**
 * The one name of the path parameter that holds an account code, in every route of every
 * module (decision 037): the access check, the staff audit trail and the error reports read it.
 */
export const ACCOUNT_PARAM = 'accountCode';

/** A route's rule for the account named in its path. */
export type AccountAccess = Extract<RouteAccess, { kind: 'account' }>;

/** What else an account rule may ask: a service of the account, a gated feature. */
export type AccountAccessOptions = Pick<AccountAccess, 'serviceParam' | 'feature'>;

/** Everyone who holds the account may (view-only people too); staff always may. */
export function accountHolders(options: AccountAccessOptions = {}): AccountAccess {
  return { kind: 'account', ...options };
}

/** Only the account's owner may (staff always may): every change to the account. */
export function accountOwner(options: AccountAccessOptions = {}): AccountAccess {
  return { kind: 'account', role: 'AccountOwner', ...options };
}
