import type { Features } from '@portal/domain';
import type { AppConfig, SessionView, User } from '@portal/contracts';
import type { RouteMeta } from '../route-meta';

/** The part of the router's location a guard reads; the query as the raw string, so codes keep their digits. */
export interface GuardLocation {
  pathname: string;
  searchStr: string;
  hash: string;
}

/**
 * What guards 4 and 6 need from the accounts API (shared/accounts, loadAccountFacts). Null
 * when no account is selected or the selected one cannot be read; both guards then let
 * the navigation through.
 */
export interface AccountFacts {
  /** Every account of the identity, with its business group. */
  accounts: readonly { businessGroup?: string | null }[];
  selectedAccount: { businessGroup?: string | null } | null;
  /** Spec section 4, has-mobile-services. */
  hasMobileServices: boolean;
  /** Feature gating of the selected account (spec section 6). */
  features: Features;
  hasPowerProduct: boolean;
  /**
   * False when the selected account's products call failed: what the account has is then
   * unknown, so guard 6 lets the page open and the page says the load failed, with a retry.
   */
  productsLoaded: boolean;
}

export interface GuardInput {
  location: GuardLocation;
  /** Undefined for a path that matches no page. */
  meta: RouteMeta | undefined;
  session: SessionView;
  /** Null when nobody is signed in. Claims include a staff member's selected account. */
  user: User | null;
  config: Pick<AppConfig, 'routeRules'>;
  accountFacts: AccountFacts | null;
}

export type GuardOutcome =
  | { kind: 'pass' }
  /** Guard 1: save where the person was going, then to /login. */
  | { kind: 'sign-in'; destination: string }
  /** Guard 2: apply the special query parameters, then replace the route with `href`. */
  | {
      kind: 'apply-query';
      staffToken: string | null;
      accountCode: string | null;
      serviceEntity: string | null;
      href: string;
    }
  /** An in-app redirect. */
  | { kind: 'redirect'; href: string }
  /** A full page load, leaving the app (guard 5's absolute targets). */
  | { kind: 'leave'; href: string };

export type Guard = (input: GuardInput) => GuardOutcome;

export const pass: GuardOutcome = { kind: 'pass' };

/** The location as one href: path, query and hash. */
export function hrefOf(location: GuardLocation): string {
  const query = location.searchStr.replace(/^\?/, '');
  const hash = location.hash.replace(/^#/, '');
  return `${location.pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
