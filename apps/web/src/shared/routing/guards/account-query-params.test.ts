import { describe, expect, it } from 'vitest';
import { guardInput } from '../../../test/guard-input';
import { customerUser } from '../../../test/portal-server';
import { accountQueryParams, isMobilePath } from './account-query-params';

describe('guard 2: account query parameters', () => {
  it('passes when none of the special parameters is there', () => {
    expect(accountQueryParams(guardInput('mobile', '/mobile?beneficiaryMsisdn=021'))).toEqual({
      kind: 'pass',
    });
  });

  it('selects the account and replaces the route with the same path and an empty query', () => {
    const input = guardInput('bill-history', '/account/bill-history?accountCode=30000002&x=1');
    expect(accountQueryParams(input)).toEqual({
      kind: 'apply-query',
      accountCode: '30000002',
      serviceEntity: null,
      staffToken: null,
      href: '/account/bill-history',
    });
  });

  it('selects the connection on mobile pages and keeps other parameters and the hash', () => {
    const input = guardInput('mobile-usage', '/mobile/usage?serviceEntity=0211234567&x=1');
    input.location.hash = 'calls';
    expect(accountQueryParams(input)).toEqual({
      kind: 'apply-query',
      accountCode: null,
      serviceEntity: '0211234567',
      staffToken: null,
      href: '/mobile/usage?x=1#calls',
    });
  });

  it('ignores, but still removes, a service entity outside the mobile pages', () => {
    expect(accountQueryParams(guardInput('power', '/power?serviceEntity=ICP1'))).toMatchObject({
      serviceEntity: null,
      href: '/power',
    });
  });

  it('hands a staff token on to become a staff access session', () => {
    expect(accountQueryParams(guardInput('dashboard', '/?staffToken=a.b.c'))).toMatchObject({
      kind: 'apply-query',
      staffToken: 'a.b.c',
      href: '/',
    });
  });

  it('keeps every digit of a long account code', () => {
    const input = guardInput('dashboard', '/?accountCode=12345678901234567890');
    expect(accountQueryParams(input)).toMatchObject({ accountCode: '12345678901234567890' });
  });

  it('skips online-payments paths', () => {
    expect(
      accountQueryParams(guardInput('online-payments', '/onlinepayments?accountCode=1')),
    ).toEqual({ kind: 'pass' });
  });

  describe("an older-portal link's accountCodeV1", () => {
    const aroha = customerUser(['30000001', '30000002']);

    it('selects an account the identity holds, and leaves the URL', () => {
      const input = guardInput('dashboard', '/?accountCodeV1=30000002&x=1', { user: aroha });
      expect(accountQueryParams(input)).toEqual({
        kind: 'apply-query',
        accountCode: '30000002',
        serviceEntity: null,
        staffToken: null,
        href: '/',
      });
    });

    it('is dropped quietly, keeping the rest of the query, for an account not held', () => {
      const input = guardInput('bill-history', '/account/bill-history?accountCodeV1=30000301&x=1', {
        user: aroha,
      });
      expect(accountQueryParams(input)).toMatchObject({
        accountCode: null,
        href: '/account/bill-history?x=1',
      });
    });

    it('gives way to accountCode, which is checked when saved', () => {
      const input = guardInput('dashboard', '/?accountCode=30000001&accountCodeV1=30000002', {
        user: aroha,
      });
      expect(accountQueryParams(input)).toMatchObject({ accountCode: '30000001', href: '/' });
    });
  });

  it('knows the mobile paths', () => {
    expect(isMobilePath('/mobile')).toBe(true);
    expect(isMobilePath('/mobile/usage')).toBe(true);
    expect(isMobilePath('/mobiles')).toBe(false);
  });
});
