import { describe, expect, it } from 'vitest';
import { hasMobileServices, isMobileKindService } from './mobile-services';

describe('has mobile services', () => {
  const residential = { businessGroup: 'Residential', services: ['Internet', 'mobile2_wbb'] };

  it('is true for a prepay account, a selected account with mobiles, or a mobile service anywhere', () => {
    expect(
      hasMobileServices({
        accounts: [residential, { businessGroup: 'Prepay' }],
        selectedAccountHasMobileServices: false,
      }),
    ).toBe(true);
    expect(
      hasMobileServices({ accounts: [residential], selectedAccountHasMobileServices: true }),
    ).toBe(true);
    expect(
      hasMobileServices({
        accounts: [residential, { businessGroup: 'Business', services: ['mobile2_linerental'] }],
        selectedAccountHasMobileServices: false,
      }),
    ).toBe(true);
  });

  it('is false otherwise, and false after a load error', () => {
    expect(
      hasMobileServices({ accounts: [residential], selectedAccountHasMobileServices: false }),
    ).toBe(false);
    expect(hasMobileServices({ accounts: [], selectedAccountHasMobileServices: false })).toBe(
      false,
    );
    expect(
      hasMobileServices({
        accounts: [{ businessGroup: 'Prepay' }],
        selectedAccountHasMobileServices: true,
        loadFailed: true,
      }),
    ).toBe(false);
    expect(
      hasMobileServices({
        accounts: [{ businessGroup: 'PrepayNZ' }],
        selectedAccountHasMobileServices: false,
        prepayBusinessGroup: 'PrepayNZ',
      }),
    ).toBe(true);
  });

  it('does not count wireless broadband as mobile', () => {
    expect(isMobileKindService('mobile2_wbb')).toBe(false);
    expect(isMobileKindService('mobile2_companion')).toBe(true);
    expect(isMobileKindService('Internet')).toBe(false);
  });
});
