import { lazily } from './lazily';

export type ConnectionStatus = 'Active' | 'Inactive' | 'Blocked' | 'Cancelled';

export interface InternetServiceStatus {
  readonly activationStatus: string;
  readonly blockingStatus: string;
}

const is = (value: string, expected: string): boolean =>
  value.trim().toLowerCase() === expected.toLowerCase();

/**
 * Spec section 4: no services → Inactive; all cancelled → Cancelled; otherwise any
 * blocked → Blocked; else Active. Status words are compared case-insensitively because
 * upstream systems are not consistent about case.
 */
export function deriveAccountStatus(services: readonly InternetServiceStatus[]): ConnectionStatus {
  if (services.length === 0) return 'Inactive';
  if (services.every((s) => is(s.activationStatus, 'Cancelled'))) return 'Cancelled';
  if (services.some((s) => is(s.blockingStatus, 'Blocked'))) return 'Blocked';
  return 'Active';
}

/** An account is active while it has no cancellation date. */
export function isAccountActive(account: { readonly dateCancelled?: string | null }): boolean {
  return (
    account.dateCancelled === undefined ||
    account.dateCancelled === null ||
    account.dateCancelled.trim() === ''
  );
}

const accountCodeOrder = lazily(() => new Intl.Collator('en', { numeric: true }));

/** Spec section 6: active accounts first, then cancelled; each by account code. */
export function sortAccountsForListing<
  T extends { readonly accountCode: string; readonly dateCancelled?: string | null },
>(accounts: readonly T[]): T[] {
  return [...accounts].sort((a, b) => {
    const byStatus = Number(!isAccountActive(a)) - Number(!isAccountActive(b));
    return byStatus !== 0 ? byStatus : accountCodeOrder().compare(a.accountCode, b.accountCode);
  });
}
