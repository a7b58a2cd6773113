import { describe, expect, it } from 'vitest';
import { guardInput } from '../../../test/guard-input';
import { customerUser, signedOutView } from '../../../test/portal-server';
import { routeMeta } from '../route-meta';
import { guardSteps, runGuards } from './run-guards';

const noClaims = customerUser([]);

describe('runGuards: the pipeline of spec section 2', () => {
  it('has the six steps in the spec order, feature gating before the named guards', () => {
    expect(guardSteps.map((step) => step.name)).toEqual([
      'requireSignIn',
      'accountQueryParams',
      'noAccounts',
      'prepayRestriction',
      'routeRules',
      'featureGuard',
      'namedRouteGuards',
    ]);
  });

  it('does not redirect a no-accounts user on /mobile/usage', () => {
    expect(runGuards(guardInput('mobile-usage', '/mobile/usage', { user: noClaims }))).toEqual({
      kind: 'pass',
    });
  });

  it('sends a no-accounts user on /account/bill-history to /get-started', () => {
    expect(
      runGuards(guardInput('bill-history', '/account/bill-history', { user: noClaims })),
    ).toEqual({ kind: 'redirect', href: '/get-started' });
  });

  it('signs in before anything else, even with query parameters or route rules', () => {
    const input = guardInput('bill-history', '/account/bill-history?accountCode=1', {
      session: signedOutView,
      user: null,
      config: { routeRules: [{ from: '/account/bill-history', to: '/' }] },
    });
    expect(runGuards(input)).toMatchObject({ kind: 'sign-in' });
  });

  it('applies query parameters before the no-accounts check', () => {
    const input = guardInput('bill-history', '/account/bill-history?staffToken=t', {
      user: noClaims,
    });
    expect(runGuards(input)).toMatchObject({ kind: 'apply-query', href: '/account/bill-history' });
  });

  it('checks the no-accounts rule before route rules', () => {
    const input = guardInput('bill-history', '/account/bill-history', {
      user: noClaims,
      config: { routeRules: [{ from: '/account/bill-history', to: '/power' }] },
    });
    expect(runGuards(input)).toEqual({ kind: 'redirect', href: '/get-started' });
  });

  it('never redirects anonymous pages', () => {
    for (const meta of Object.values(routeMeta).filter((entry) => entry.anonymous)) {
      const input = guardInput(meta.key, `${meta.paths[0]}?accountCode=1&staffToken=t`, {
        session: signedOutView,
        user: null,
        config: { routeRules: [{ from: meta.paths[0], to: '/' }] },
      });
      expect(runGuards(input), meta.key).toEqual({ kind: 'pass' });
    }
  });

  it('gives an unmatched path only the route rules, signed in or not', () => {
    const rules = { routeRules: [{ from: '/old', to: '/power' }] };
    const signedOut = { session: signedOutView, user: null, config: rules };
    expect(runGuards(guardInput(undefined, '/old', signedOut))).toEqual({
      kind: 'redirect',
      href: '/power',
    });
    expect(runGuards(guardInput(undefined, '/nope', signedOut))).toEqual({ kind: 'pass' });
  });
});
