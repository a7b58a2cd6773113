import { describe, expect, it } from 'vitest';
import { allFeatures, guardInput } from '../../../test/guard-input';
import type { AccountFacts } from './guard-types';
import { namedRouteGuards, resolveNamedGuard } from './named-guards';

const facts = (power: boolean, hasPowerProduct: boolean): AccountFacts => ({
  accounts: [],
  selectedAccount: null,
  hasMobileServices: false,
  features: { ...allFeatures, power },
  hasPowerProduct,
  productsLoaded: true,
});

describe('guard 6: named guards', () => {
  it('power: power pages need a power product, else sign-up or the dashboard', () => {
    const page = (accountFacts: AccountFacts) =>
      namedRouteGuards(guardInput('power-meter-reading', '/power/meter-reading', { accountFacts }));
    expect(page(facts(true, true))).toEqual({ kind: 'pass' });
    expect(page(facts(true, false))).toEqual({ kind: 'redirect', href: '/add-power' });
    // Products that failed to load say nothing of power: the page opens and says so.
    expect(page({ ...facts(true, false), productsLoaded: false })).toEqual({ kind: 'pass' });
    expect(page(facts(false, false))).toEqual({ kind: 'redirect', href: '/' });
  });

  it('addpower: sign-up needs no power product yet, else to /power', () => {
    const page = (accountFacts: AccountFacts) =>
      namedRouteGuards(guardInput('add-power', '/add-power', { accountFacts }));
    expect(page(facts(true, false))).toEqual({ kind: 'pass' });
    expect(page(facts(true, true))).toEqual({ kind: 'redirect', href: '/power' });
  });

  it('lets the pages through while account data is unknown', () => {
    expect(namedRouteGuards(guardInput('power', '/power'))).toEqual({ kind: 'pass' });
  });

  it('raises an error for an unknown guard name', () => {
    expect(() => resolveNamedGuard('powr')).toThrow('Unknown route guard: powr');
    expect(() => resolveNamedGuard('toString')).toThrow('Unknown route guard: toString');
    expect(resolveNamedGuard('power')).toBeTypeOf('function');
  });
});
