import { describe, expect, it } from 'vitest';
import { accountFacts, guardInput, statementsOnlyFacts } from '../../../test/guard-input';
import { routeMeta, type RouteKey } from '../route-meta';
import { featureGuard } from './feature-guard';
import { runGuards } from './run-guards';

const statementsOnly = statementsOnlyFacts();
const pageOf = (key: RouteKey) => routeMeta[key].paths[0];

describe('the feature guard: pages of a feature the account lacks (spec section 6)', () => {
  it('sends a statements-only account from broadband, voice and mobile pages to the dashboard', () => {
    const gated = (Object.keys(routeMeta) as RouteKey[]).filter(
      (key) => routeMeta[key].gatedFeature !== null,
    );
    expect(gated).toEqual(
      expect.arrayContaining([
        'broadband-change-plan',
        'broadband-change-voice-plan',
        'voice-features',
        'mobile-change-plan',
        'mobile-add-connection',
        'sharing-beneficiaries',
      ]),
    );
    for (const key of gated) {
      const input = guardInput(key, pageOf(key), { accountFacts: statementsOnly });
      expect(runGuards(input), key).toEqual({ kind: 'redirect', href: '/' });
    }
  });

  it('lets the same account see its statements, details and payment pages', () => {
    for (const key of [
      'bill-history',
      'invoice',
      'account',
      'payment',
      'payment-method',
    ] as const) {
      const input = guardInput(key, pageOf(key), { accountFacts: statementsOnly });
      expect(featureGuard(input), key).toEqual({ kind: 'pass' });
    }
  });

  it('passes an account with the feature, and any page when the account cannot be read', () => {
    const withAll = accountFacts({ accounts: [{ businessGroup: 'Residential' }] });
    const change = (facts: typeof withAll | null) =>
      featureGuard(
        guardInput('broadband-change-plan', '/broadband/change-broadband-plan', {
          accountFacts: facts,
        }),
      );
    expect(change(withAll)).toEqual({ kind: 'pass' });
    expect(change(null)).toEqual({ kind: 'pass' });
  });
});
