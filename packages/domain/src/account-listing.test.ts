import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isListedAccount, listAccounts } from './account-listing';

const account = (accountCode: string, businessGroup: string | null, dateCancelled = null) => ({
  accountCode,
  businessGroup,
  dateCancelled,
});

describe('listed accounts (spec section 6)', () => {
  it('lists only the configured business group when one is set, in any case', () => {
    expect(isListedAccount(account('1', 'Prepay'), 'Prepay')).toBe(true);
    expect(isListedAccount(account('1', 'prepay'), 'Prepay')).toBe(true);
    expect(isListedAccount(account('1', 'Residential'), 'Prepay')).toBe(false);
    expect(isListedAccount(account('1', null), 'Prepay')).toBe(false);
  });

  it('lists every account with a business group when none is configured', () => {
    expect(isListedAccount(account('1', 'Business'), null)).toBe(true);
    expect(isListedAccount(account('1', null), null)).toBe(false);
    expect(isListedAccount(account('1', ' '), null)).toBe(false);
  });

  it('keeps the listing order and never lists an account outside the group', () => {
    const groups = fc.constantFrom('Residential', 'Business', 'Prepay', null);
    const accounts = fc.uniqueArray(
      fc.record({
        accountCode: fc.integer({ min: 30000000, max: 30000999 }).map(String),
        businessGroup: groups,
        dateCancelled: fc.constantFrom(null, '2026-08-21'),
      }),
      { selector: (a) => a.accountCode },
    );
    fc.assert(
      fc.property(accounts, groups, (all, configured) => {
        const listed = listAccounts(all, configured);
        expect(listed.length).toBe(all.filter((a) => isListedAccount(a, configured)).length);
        for (const a of listed) {
          expect(a.businessGroup).not.toBeNull();
          if (configured !== null) expect(a.businessGroup).toBe(configured);
        }
        const cancelledAt = listed.findIndex((a) => a.dateCancelled !== null);
        if (cancelledAt >= 0) {
          expect(listed.slice(cancelledAt).every((a) => a.dateCancelled !== null)).toBe(true);
        }
      }),
    );
  });
});
