import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api';
import { callsOf, mockPortalServer, stubLocationAssign } from '../../../test/portal-server';
import { loginHref, performOutcome } from './guard-navigation';

const applyQuery = {
  kind: 'apply-query',
  staffToken: 'a.b.c',
  accountCode: '30000001',
  serviceEntity: null,
  href: '/',
} as const;

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('performOutcome', () => {
  it('redirects to /login with the destination for sign-in', async () => {
    const thrown = await thrownBy(
      performOutcome(createQueryClient(), { kind: 'sign-in', destination: '/power?x=1' }, false),
    );
    expect(isRedirect(thrown) && thrown.options.href).toBe('/login?redirect=%2Fpower%3Fx%3D1');
    expect(loginHref('/')).toBe('/login?redirect=%2F');
  });

  it('leaves the app with a full page load for an absolute route rule', () => {
    const assign = stubLocationAssign();
    void performOutcome(createQueryClient(), { kind: 'leave', href: 'https://x.nz/' }, false);
    expect(assign).toHaveBeenCalledWith('https://x.nz/');
  });

  it('acts on nothing during a preload', async () => {
    const { fetchMock } = mockPortalServer();
    const assign = stubLocationAssign();
    const queryClient = createQueryClient();
    await expect(performOutcome(queryClient, applyQuery, true)).resolves.toBeUndefined();
    await expect(
      performOutcome(queryClient, { kind: 'leave', href: 'https://x.nz/' }, true),
    ).resolves.toBeUndefined();
    await expect(
      performOutcome(queryClient, { kind: 'sign-in', destination: '/' }, true),
    ).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a failed staff token to the login problem page', async () => {
    const { fetchMock } = mockPortalServer();
    const thrown = await thrownBy(performOutcome(createQueryClient(), applyQuery, false));
    expect(isRedirect(thrown) && thrown.options.href).toBe('/login-problem');
    expect(callsOf(fetchMock)[0]).toBe('POST /session/staff-access');
  });
});
