import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveAccountStatus, isAccountActive, sortAccountsForListing } from './account-status';

const service = (activationStatus: string, blockingStatus = 'Unblocked') => ({
  activationStatus,
  blockingStatus,
});

describe('account status', () => {
  it('derives the account-wide status from internet services', () => {
    expect(deriveAccountStatus([])).toBe('Inactive');
    expect(deriveAccountStatus([service('Cancelled'), service('cancelled')])).toBe('Cancelled');
    expect(deriveAccountStatus([service('Cancelled', 'Blocked')])).toBe('Cancelled');
    expect(deriveAccountStatus([service('Cancelled'), service('Active', 'Blocked')])).toBe(
      'Blocked',
    );
    expect(deriveAccountStatus([service('Active'), service('Cancelled')])).toBe('Active');
    expect(deriveAccountStatus([service('Active')])).toBe('Active');
  });

  it('counts an account as active while dateCancelled is empty', () => {
    expect(isAccountActive({ dateCancelled: null })).toBe(true);
    expect(isAccountActive({})).toBe(true);
    expect(isAccountActive({ dateCancelled: '' })).toBe(true);
    expect(isAccountActive({ dateCancelled: '2026-01-01' })).toBe(false);
  });

  it('lists cancelled accounts after active ones, then by code', () => {
    const accounts = [
      { accountCode: '30000002', dateCancelled: '2025-08-01' },
      { accountCode: '30000101', dateCancelled: null },
      { accountCode: '30000001', dateCancelled: null },
      { accountCode: '30000000', dateCancelled: '2024-01-01' },
    ];
    expect(sortAccountsForListing(accounts).map((a) => a.accountCode)).toEqual([
      '30000001',
      '30000101',
      '30000000',
      '30000002',
    ]);
  });

  it('listing order: no active account after a cancelled one, codes ascending within each', () => {
    const account = fc.record({
      accountCode: fc.stringMatching(/^\d{1,8}$/),
      dateCancelled: fc.option(fc.constant('2025-01-01')),
    });
    fc.assert(
      fc.property(fc.array(account), (accounts) => {
        const sorted = sortAccountsForListing(accounts);
        expect(sorted).toHaveLength(accounts.length);
        sorted.slice(1).forEach((current, i) => {
          const previous = sorted[i];
          if (previous === undefined) return;
          expect(!isAccountActive(previous) && isAccountActive(current)).toBe(false);
          if (isAccountActive(previous) === isAccountActive(current)) {
            expect(Number(previous.accountCode)).toBeLessThanOrEqual(Number(current.accountCode));
          }
        });
      }),
    );
  });
});
