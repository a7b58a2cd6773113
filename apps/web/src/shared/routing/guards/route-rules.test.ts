import { describe, expect, it } from 'vitest';
import { guardInput } from '../../../test/guard-input';
import { isAbsoluteUrl, routeRules } from './route-rules';

const rules = [
  { from: '/old-bills', to: '/account/bill-history' },
  { from: '/shop/', to: 'https://shop.example.nz/start' },
  { from: '/dashboard', to: '/dashboard' },
];

describe('guard 5: route rules', () => {
  it('follows a relative target inside the app, with the query', () => {
    const input = guardInput(undefined, '/old-bills?x=1', { config: { routeRules: rules } });
    expect(routeRules(input)).toEqual({ kind: 'redirect', href: '/account/bill-history?x=1' });
  });

  it('leaves the app for an absolute target, trailing slashes aside', () => {
    const input = guardInput(undefined, '/shop', { config: { routeRules: rules } });
    expect(routeRules(input)).toEqual({ kind: 'leave', href: 'https://shop.example.nz/start' });
  });

  it('passes without a rule, and for a rule pointing at itself', () => {
    expect(routeRules(guardInput('power', '/power', { config: { routeRules: rules } }))).toEqual({
      kind: 'pass',
    });
    expect(
      routeRules(guardInput('dashboard', '/dashboard', { config: { routeRules: rules } })),
    ).toEqual({ kind: 'pass' });
  });

  it('recognises absolute URLs', () => {
    expect(isAbsoluteUrl('HTTPS://x.nz')).toBe(true);
    expect(isAbsoluteUrl('/x')).toBe(false);
  });
});
