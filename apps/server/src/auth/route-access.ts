import type { RouteAccess } from './access-control';

/** A route's rule for an account named in its path. */
export type AccountAccess = Extract<RouteAccess, { kind: 'account' }>;

/** What else an account rule may ask: a service of the account, a gated feature. */
export type AccountAccessOptions = Pick<AccountAccess, 'serviceParam' | 'feature'>;

/** Everyone who holds the account may (view-only people too); staff always may. */
export function accountHolders(
  accountParam: string,
  options: AccountAccessOptions = {},
): AccountAccess {
  return { kind: 'account', accountParam, ...options };
}

/** Only the account's owner may (staff always may): every change to the account. */
export function accountOwner(
  accountParam: string,
  options: AccountAccessOptions = {},
): AccountAccess {
  return { kind: 'account', accountParam, role: 'AccountOwner', ...options };
}
