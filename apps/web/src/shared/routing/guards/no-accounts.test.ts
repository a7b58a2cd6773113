import { describe, expect, it } from 'vitest';
import { guardInput } from '../../../test/guard-input';
import { customerUser, sessionView, staffUser } from '../../../test/portal-server';
import { noAccounts } from './no-accounts';

const noClaims = customerUser([]);

describe('guard 3: no accounts', () => {
  it('sends an identity without account claims to siebel-management', () => {
    const input = guardInput('bill-history', '/account/bill-history', { user: noClaims });
    expect(noAccounts(input)).toEqual({ kind: 'redirect', href: '/get-started' });
  });

  it.each([
    ['siebel-management', '/get-started'],
    ['payment', '/account/payment'],
    ['logout', '/logout'],
    ['mobile-usage', '/mobile/usage'],
    ['add-mobile-number', '/account/add-mobile-number'],
  ] as const)('leaves %s alone', (key, path) => {
    expect(noAccounts(guardInput(key, path, { user: noClaims }))).toEqual({ kind: 'pass' });
  });

  it('counts only Account claims', () => {
    const lineOnly = {
      ...noClaims,
      claims: [{ claimType: 'Line' as const, claimValue: '0211234567', roles: [] }],
    };
    expect(noAccounts(guardInput('dashboard', '/', { user: lineOnly }))).toMatchObject({
      kind: 'redirect',
    });
  });

  it('lets identities with accounts, and staff, through', () => {
    expect(noAccounts(guardInput('dashboard', '/'))).toEqual({ kind: 'pass' });
    const staff = guardInput('dashboard', '/', {
      user: staffUser(),
      session: sessionView({ isStaff: true, accountCode: null }),
    });
    expect(noAccounts(staff)).toEqual({ kind: 'pass' });
  });
});
