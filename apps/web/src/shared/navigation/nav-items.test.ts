import { describe, expect, it } from 'vitest';
import { accountFacts, householdFacts, statementsOnlyFacts } from '../../test/guard-input';
import { mainNavLabels } from '../../test/nav-pages';
import { mainNavItems } from './nav-items';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('main navigation items', () => {
  it('lists every area in the spec’s order before the account is known', () => {
    expect(labels(mainNavItems('main'))).toEqual(mainNavLabels);
  });

  it('leaves out what a prepay-only viewer would be sent away from, the dashboard too when mobile is home', () => {
    expect(labels(mainNavItems('prepay', accountFacts()))).toEqual(['Mobile', 'Email Management']);
    const withoutMobile = accountFacts({ hasMobileServices: false });
    expect(labels(mainNavItems('prepay', withoutMobile))).toEqual([
      'Dashboard',
      'Mobile',
      'Email Management',
    ]);
  });

  it('keeps them for a postpay account, and leaves out Power where the account may not have it', () => {
    const postpay = householdFacts();
    expect(labels(mainNavItems('main', postpay))).toContain('My Bill History');
    const noPower = { ...postpay, features: { ...postpay.features, power: false } };
    expect(labels(mainNavItems('main', noPower))).not.toContain('Power');
  });

  it('offers Email Management only where the account has an email product', () => {
    const postpay = householdFacts();
    expect(labels(mainNavItems('main', postpay))).toContain('Email Management');
    const noEmail = { ...postpay, features: { ...postpay.features, emailManagement: false } };
    expect(labels(mainNavItems('main', noEmail))).not.toContain('Email Management');
    expect(labels(mainNavItems('main', noEmail))).toContain('My Bill History');
  });

  it('leaves a statements-only (farm-source) account its dashboard and statements', () => {
    expect(labels(mainNavItems('main', statementsOnlyFacts()))).toEqual([
      'Dashboard',
      'My Bill History',
    ]);
  });
});
