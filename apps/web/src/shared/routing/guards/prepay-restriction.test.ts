import { describe, expect, it } from 'vitest';
import { accountFacts, guardInput, householdFacts } from '../../../test/guard-input';
import { isPrepayRestrictedPath, prepayRestriction } from './prepay-restriction';

const facts = accountFacts;

describe('guard 4: prepay restriction', () => {
  it('sends a prepay-only identity from an invoice to /mobile when it has mobile services', () => {
    const input = guardInput('invoice', '/account/invoice/INV1', { accountFacts: facts({}) });
    expect(prepayRestriction(input)).toEqual({ kind: 'redirect', href: '/mobile' });
  });

  it('sends it to the dashboard without mobile services', () => {
    const input = guardInput('bill-history', '/account/bill-history', {
      accountFacts: facts({ hasMobileServices: false }),
    });
    expect(prepayRestriction(input)).toEqual({ kind: 'redirect', href: '/' });
  });

  it('restricts a mixed identity whose selected account is prepay', () => {
    const input = guardInput('broadband', '/broadband', {
      accountFacts: facts({
        accounts: [{ businessGroup: 'Residential' }, { businessGroup: 'Prepay' }],
      }),
    });
    expect(prepayRestriction(input)).toMatchObject({ kind: 'redirect' });
  });

  it('lets postpay identities and unlisted paths through', () => {
    const postpay = householdFacts();
    expect(
      prepayRestriction(
        guardInput('bill-history', '/account/bill-history', { accountFacts: postpay }),
      ),
    ).toEqual({ kind: 'pass' });
    expect(prepayRestriction(guardInput('mobile', '/mobile', { accountFacts: facts({}) }))).toEqual(
      {
        kind: 'pass',
      },
    );
  });

  it.each(['/', '/dashboard'])(
    'makes /mobile the home of a prepay-only identity with mobile services, from %s',
    (path) => {
      expect(prepayRestriction(guardInput('dashboard', path, { accountFacts: facts({}) }))).toEqual(
        { kind: 'redirect', href: '/mobile' },
      );
    },
  );

  it('keeps the dashboard for a prepay-only identity without mobile services, and for mixed ones', () => {
    const noMobile = facts({ hasMobileServices: false });
    const mixed = facts({
      accounts: [{ businessGroup: 'Residential' }, { businessGroup: 'Prepay' }],
    });
    for (const accountFacts of [noMobile, mixed]) {
      expect(prepayRestriction(guardInput('dashboard', '/', { accountFacts }))).toEqual({
        kind: 'pass',
      });
    }
  });

  it('treats unknown account data as not prepay', () => {
    expect(prepayRestriction(guardInput('invoice', '/account/invoice/INV1'))).toEqual({
      kind: 'pass',
    });
  });

  it('matches any path containing /account/invoice, and the listed paths with their sub-pages', () => {
    expect(isPrepayRestrictedPath('/x/account/invoice')).toBe(true);
    expect(isPrepayRestrictedPath('/broadband/change-voice-plan')).toBe(true);
    expect(isPrepayRestrictedPath('/broadbandx')).toBe(false);
    expect(isPrepayRestrictedPath('/account/payment')).toBe(false);
  });
});
