import { BUSINESS_GROUP_PREPAY, isPrepayOnly } from '@portal/domain';
import type { AccountFacts, Guard } from './guard-types';
import { pass } from './guard-types';

/**
 * Guard 4's list of paths (the spec does not show it; our choice): pages about postpay
 * bills and fixed-line services that a prepay-only customer has none of. Prepay customers
 * keep the dashboard, mobile, top-up, payment and their details. A path matches itself
 * and everything under it. Any path containing /account/invoice is refused as well.
 */
export const prepayRestrictedPaths: readonly string[] = [
  '/account/bill-history',
  '/account/bill-details',
  '/account/payment-method',
  '/account/transaction-history',
  '/account/smooth-pay',
  '/broadband',
  '/voice',
  '/power',
  '/add-power',
  '/move-house',
  '/change-hub',
];

export function isPrepayRestrictedPath(pathname: string): boolean {
  return (
    pathname.includes('/account/invoice') ||
    prepayRestrictedPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`))
  );
}

/** Guard 4's condition: the identity owns only prepay accounts, or views a prepay one. */
export function isPrepayViewer(accountFacts: AccountFacts): boolean {
  return (
    isPrepayOnly(accountFacts.accounts) ||
    accountFacts.selectedAccount?.businessGroup === BUSINESS_GROUP_PREPAY
  );
}

/** A prepay-only identity with mobile services has the mobile area as its home (issue 6). */
export function hasMobileHome(accountFacts: AccountFacts): boolean {
  return isPrepayOnly(accountFacts.accounts) && accountFacts.hasMobileServices;
}

/**
 * Guard 4: identities owning only prepay accounts, or viewing a prepay account, leave the
 * listed paths for /mobile when they have mobile services, else for the dashboard.
 * The dashboard (/ or /dashboard) sends an identity whose home is the mobile area there.
 * When the selected account cannot be read (null) nothing is known to be prepay, so the
 * page opens rather than block on data that did not arrive.
 */
export const prepayRestriction: Guard = ({ location, meta, accountFacts }) => {
  if (accountFacts === null) return pass;
  // The dashboard by its page, not one path: / and /dashboard both show it.
  if (meta?.key === 'dashboard') {
    return hasMobileHome(accountFacts) ? { kind: 'redirect', href: '/mobile' } : pass;
  }
  if (!isPrepayRestrictedPath(location.pathname) || !isPrepayViewer(accountFacts)) return pass;
  return { kind: 'redirect', href: accountFacts.hasMobileServices ? '/mobile' : '/' };
};
