import { pageCopy } from '../../apps/web/src/shared/routing/page-copy';
import { routeKeys, routeMeta } from '../../apps/web/src/shared/routing/route-meta';
import type { Persona } from './people';

/** Who opens a route in the route scan, and what proves they see the page itself. */
export interface RouteVisit {
  /** A demo person who can see the page (docs/demo-data.md), or no one signed in. */
  persona: Persona | 'anonymous';
  /**
   * Where the route sends everyone by design, when it has no page of its own to stay on
   * (sign-in and sign-out steps without their query, the retired Change Hub).
   */
  lands?: string;
  /**
   * Where the route leaves the portal for by design, and that page's h1: /login goes
   * straight on to the identity provider's sign-in page (issue 24, item 9).
   */
  leaves?: { to: RegExp; heading: string };
  /** Text only someone entitled to the page sees (not its empty or refused state). */
  sees?: string;
  /** A query to open it with, where the person may hold more than one account. */
  query?: string;
}

/*
 * Aroha owns the fullest account (power, fibre with voice, email, three postpay mobiles),
 * so most pages are hers. The others are the people the page is for: prepay pages are
 * Ben's (Aroha's view is "no prepay numbers here"), Sign up for Power needs broadband
 * without power (Liam), the no-accounts page a log-in without accounts (Nova), and
 * Management a sales person (Sam). /logout is scanned signed out so no stored session ends.
 */
export const routePersonas: Record<string, RouteVisit> = {
  '/': { persona: 'aroha' },
  '/dashboard': { persona: 'aroha' },
  '/login': {
    persona: 'anonymous',
    leaves: { to: /^\/idp\/interaction\/[^/]+$/, heading: 'Sign in' },
  },
  '/login/login-complete': { persona: 'anonymous', lands: '/login-problem' },
  '/login-complete': { persona: 'anonymous', lands: '/login-problem' },
  '/logout': { persona: 'anonymous', lands: '/logout/logout-complete' },
  '/logout/logout-complete': { persona: 'anonymous' },
  '/logout-complete': { persona: 'anonymous' },
  '/auto-login': { persona: 'anonymous', lands: '/login-problem' },
  '/confirm-delivery-address': { persona: 'anonymous' },
  '/invitation': { persona: 'anonymous' },
  '/onlinepayments': { persona: 'anonymous' },
  '/login-problem': { persona: 'anonymous' },
  '/account/my-details': { persona: 'aroha', sees: 'Billing email' },
  '/account/payment': { persona: 'aroha', sees: 'Amount to pay' },
  '/account/payment-method': { persona: 'aroha' },
  '/account/bill-history': { persona: 'aroha' },
  '/account/bill-details': { persona: 'aroha' },
  '/account/transaction-history': { persona: 'aroha' },
  '/account/invoice/$invoiceid': { persona: 'aroha' },
  '/account/add-mobile-number': { persona: 'ben', sees: 'Prepay mobile number' },
  '/account/email-management': { persona: 'aroha' },
  '/account/notifications': { persona: 'aroha', sees: 'Where your messages go' },
  '/account/orders': { persona: 'aroha', sees: 'Return of your modem' },
  '/account/smooth-pay': { persona: 'aroha', sees: 'How smooth pay works' },
  '/account/payment-help': { persona: 'aroha', sees: 'Free, confidential help' },
  '/move-house': { persona: 'aroha' },
  '/management': { persona: 'sam' },
  '/get-started': { persona: 'nova', sees: 'There are no accounts on your login yet.' },
  '/voice/voice-features': { persona: 'aroha' },
  '/broadband': { persona: 'aroha' },
  '/broadband/change-broadband-plan': { persona: 'aroha' },
  '/broadband/change-voice-plan': { persona: 'aroha' },
  '/change-hub': { persona: 'aroha', lands: '/broadband/change-broadband-plan' },
  '/mobile': { persona: 'aroha' },
  '/mobile/pause-connection': { persona: 'aroha', sees: 'Pause this number' },
  '/mobile/bring-your-number': { persona: 'aroha' },
  '/mobile/usage': { persona: 'aroha' },
  '/mobile/usage-shared': { persona: 'aroha' },
  '/mobile/change-plan': { persona: 'aroha' },
  '/mobile/add-mobile-connection': { persona: 'aroha' },
  // Ben may hold a second prepay account by now (prepay-pages.spec.ts adds one): his own.
  '/mobile/prepay-top-up': {
    persona: 'ben',
    query: '?accountCode=30000101',
    sees: 'Top up 020 123 4570',
  },
  '/mobile/prepay-spend-history': { persona: 'ben', query: '?accountCode=30000101' },
  '/mobile/sharing/sharing-beneficiaries': { persona: 'aroha' },
  '/mobile/sharing/manage-sharing': { persona: 'aroha' },
  '/power': { persona: 'aroha' },
  '/power/change-power-plan': { persona: 'aroha' },
  '/power/meter-reading': { persona: 'aroha' },
  '/power/site-access': { persona: 'aroha' },
  '/power/medical-dependency': { persona: 'aroha' },
  '/add-power': { persona: 'liam' },
  '/add-power/details': { persona: 'liam' },
};

/** The paths of the app's own route table, so a route added there needs a row here too. */
export const routeTablePaths: string[] = routeKeys.flatMap((key) => [...routeMeta[key].paths]);

/** The h1 of the page a path shows (the app's page copy), or undefined for an unknown path. */
export function titleOf(path: string): string | undefined {
  const key = routeKeys.find((candidate) =>
    (routeMeta[candidate].paths as readonly string[]).includes(path),
  );
  return key === undefined ? undefined : pageCopy[key].title;
}
