import { describe, expect, it } from 'vitest';
import { buildLegacyPortalUrl } from './legacy-portal-url';

const base = { legacyPortalUrl: 'https://old.example.nz/portal/', targetUrl: '/bills' };

describe('buildLegacyPortalUrl', () => {
  it('gives customers token, accountcode and targeturl on the auto-login path', () => {
    const href = buildLegacyPortalUrl({
      ...base,
      accountCode: '30000001',
      token: 'a.b.c',
      isStaff: false,
    });
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe('https://old.example.nz/portal/auto-login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'a.b.c',
      accountcode: '30000001',
      targeturl: '/bills',
    });
  });

  it('sends staff without the token', () => {
    const href = buildLegacyPortalUrl({
      ...base,
      accountCode: '30000001',
      token: 'x',
      isStaff: true,
    });
    expect(new URL(href ?? '').searchParams.has('token')).toBe(false);
    expect(href).toBe(
      'https://old.example.nz/portal/auto-login?accountcode=30000001&targeturl=%2Fbills',
    );
  });

  it('gives no link to a customer without a token', () => {
    expect(
      buildLegacyPortalUrl({ ...base, accountCode: null, token: null, isStaff: false }),
    ).toBeNull();
  });
});
