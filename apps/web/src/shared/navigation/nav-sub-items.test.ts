import { describe, expect, it } from 'vitest';
import { accountFacts, householdFacts } from '../../test/guard-input';
import { ownersBillPages, ownersMobilePages } from '../../test/nav-pages';
import type { NavAudience } from './nav-sub-items';
import { navSubItems } from './nav-sub-items';

const household = householdFacts();
const prepay = accountFacts();

function audience(overrides: Partial<NavAudience> = {}): NavAudience {
  return {
    facts: household,
    canChange: true,
    accountOpen: true,
    lines: { postpay: true, prepay: false },
    ...overrides,
  };
}

const labels = (section: 'mobile' | 'bill-history', who: NavAudience) =>
  navSubItems(section, who).map((item) => item.label);

describe('the pages under Mobile', () => {
  it('gives the owner of postpay lines every postpay page, each at its own path', () => {
    const items = navSubItems('mobile', audience());
    expect(items.map((item) => [item.label, item.path])).toEqual(ownersMobilePages);
  });

  it('gives a view-only user the usage pages alone', () => {
    expect(labels('mobile', audience({ canChange: false }))).toEqual(['Usage', 'Shared usage']);
  });

  it('gives the owner of a prepay line its top-up and spend history, and no postpay orders', () => {
    expect(
      labels('mobile', audience({ facts: prepay, lines: { postpay: false, prepay: true } })),
    ).toEqual(['Usage', 'Pause or resume', 'Top up', 'Spend history', 'Add a prepay number']);
  });

  it('offers nothing to change on a closed account, and nothing before the account is known', () => {
    expect(labels('mobile', audience({ accountOpen: false }))).toEqual(['Usage', 'Shared usage']);
    expect(labels('mobile', audience({ facts: null }))).toEqual([]);
    // Lines not known yet (or not loaded): only what needs no line.
    expect(labels('mobile', audience({ lines: null }))).toEqual([
      'Bring your number',
      'Add a connection',
    ]);
  });

  it('never names a main item, so each main item is still found by its name', () => {
    const all = [
      ...labels('mobile', audience()),
      ...labels('mobile', audience({ facts: prepay, lines: { postpay: false, prepay: true } })),
      ...labels('bill-history', audience()),
    ];
    for (const main of [
      'dashboard',
      'broadband',
      'mobile',
      'power',
      'bill history',
      'email',
      'management',
    ]) {
      expect(all.filter((label) => label.toLowerCase().includes(main))).toEqual([]);
    }
  });
});

describe('the pages under My Bill History', () => {
  it('lets the owner pay and set how bills are paid, each at its own path', () => {
    const items = navSubItems('bill-history', audience());
    expect(items.map((item) => [item.label, item.path])).toEqual(ownersBillPages);
  });

  it('lets a view-only user look, not pay', () => {
    expect(labels('bill-history', audience({ canChange: false }))).toEqual([
      'Transaction history',
      'Billing details',
    ]);
  });

  it('offers a statements-only account no payments, and a closed one no new payment method', () => {
    const statementsOnly = { ...household, features: { ...household.features, payment: false } };
    expect(labels('bill-history', audience({ facts: statementsOnly }))).toEqual([
      'Transaction history',
      'Billing details',
    ]);
    expect(labels('bill-history', audience({ accountOpen: false }))).toEqual([
      'Make a payment',
      'Transaction history',
      'Billing details',
    ]);
  });

  it('leaves out what guard 4 would send a prepay viewer away from', () => {
    expect(labels('bill-history', audience({ facts: prepay }))).toEqual(['Make a payment']);
  });

  it('has no pages under other items', () => {
    expect(navSubItems('power', audience())).toEqual([]);
  });
});
