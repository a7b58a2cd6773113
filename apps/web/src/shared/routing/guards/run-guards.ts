import { accountQueryParams } from './account-query-params';
import { featureGuard } from './feature-guard';
import type { Guard, GuardInput, GuardOutcome } from './guard-types';
import { pass } from './guard-types';
import { namedRouteGuards } from './named-guards';
import { noAccounts } from './no-accounts';
import { prepayRestriction } from './prepay-restriction';
import { requireSignIn } from './require-sign-in';
import { routeRules } from './route-rules';

/**
 * Spec section 2's guards 1 to 6, in order, with section 6's feature gating of the pages
 * before the named guards (it is what the power guard checks for power). Guard 7 (validate rules) is each route's
 * `params.parse` (param-rules.ts), which the router runs before any guard; an unmatched
 * path is the root's 404. Guard 8 (chunk load failure) is the routes' error component
 * (route-error.tsx, chunk-reload.ts).
 */
export const guardSteps: readonly Guard[] = [
  requireSignIn,
  accountQueryParams,
  noAccounts,
  prepayRestriction,
  routeRules,
  featureGuard,
  namedRouteGuards,
];

/**
 * The first guard that does not pass decides. Anonymous pages never redirect. A path
 * that matches no page only consults the route rules (old links), and otherwise shows the
 * 404 whether or not anyone is signed in.
 */
export function runGuards(input: GuardInput, steps: readonly Guard[] = guardSteps): GuardOutcome {
  if (input.meta?.anonymous === true) return pass;
  const applicable = input.meta === undefined ? [routeRules] : steps;
  for (const step of applicable) {
    const outcome = step(input);
    if (outcome.kind !== 'pass') return outcome;
  }
  return pass;
}
