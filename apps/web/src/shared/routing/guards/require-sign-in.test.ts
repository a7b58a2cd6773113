import { describe, expect, it } from 'vitest';
import { guardInput } from '../../../test/guard-input';
import { signedOutView } from '../../../test/portal-server';
import { requireSignIn } from './require-sign-in';

describe('guard 1: require sign-in', () => {
  it('lets a signed-in user through', () => {
    expect(requireSignIn(guardInput('power', '/power'))).toEqual({ kind: 'pass' });
  });

  it('sends a signed-out visitor to /login, keeping path, query and hash', () => {
    const input = guardInput('mobile-usage', '/mobile/usage?x=1', {
      session: signedOutView,
      user: null,
    });
    input.location.hash = 'data';
    expect(requireSignIn(input)).toEqual({
      kind: 'sign-in',
      destination: '/mobile/usage?x=1#data',
    });
  });

  it('treats a session without a loaded user as signed out', () => {
    expect(requireSignIn(guardInput('dashboard', '/', { user: null }))).toMatchObject({
      kind: 'sign-in',
    });
  });

  it.each([
    'login',
    'login-complete',
    'logout',
    'logout-complete',
    'auto-login',
    'confirm-delivery-address',
    'online-payments',
    'login-problem',
  ] as const)('opens %s without sign-in', (key) => {
    const input = guardInput(key, '/x', { session: signedOutView, user: null });
    expect(requireSignIn(input)).toEqual({ kind: 'pass' });
  });
});
