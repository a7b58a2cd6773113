import { describe, expect, it } from 'vitest';
import { bodySentTo, callsOf, mockPortalServer, sessionView } from '../../test/portal-server';
import {
  completeLogin,
  getMe,
  getSession,
  patchSession,
  requestLogout,
  startLogin,
} from './session-api';
import { createQueryClient } from '../api';
import { sessionQueryOptions } from './session-queries';

describe('session client', () => {
  it('reads the session view at /session, not under /api', async () => {
    const { fetchMock } = mockPortalServer({ session: sessionView({ accountCode: '30000002' }) });
    await expect(getSession()).resolves.toMatchObject({
      accountCode: '30000002',
      isLoggedIn: true,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/session');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('maps a session without tokens, and refuses one that carries them', async () => {
    mockPortalServer({
      session: { ...sessionView(), tokenDetails: { accessToken: 'x' } } as ReturnType<
        typeof sessionView
      >,
    });
    await expect(getSession()).rejects.toThrow();
  });

  it('keeps the view in the query cache under one key', async () => {
    mockPortalServer();
    const queryClient = createQueryClient();
    const view = await queryClient.query(sessionQueryOptions());
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toEqual(view);
  });

  it('patches the fields the browser may change', async () => {
    const { fetchMock } = mockPortalServer();
    await patchSession({ destinationUrl: '/power', accountCode: '30000001' });
    expect(callsOf(fetchMock)).toEqual(['PATCH /session']);
    expect(bodySentTo(fetchMock, '/session')).toEqual({
      destinationUrl: '/power',
      accountCode: '30000001',
    });
  });

  it('starts and completes a login and logs out through the flow steps', async () => {
    const { fetchMock } = mockPortalServer({
      handlers: [
        ({ path }) =>
          path === '/session/login'
            ? { data: { authorizeUrl: 'http://portal.test/idp/connect/authorize?x=1' } }
            : undefined,
        ({ path }) => (path === '/session/login-complete' ? { data: sessionView() } : undefined),
        ({ path }) =>
          path === '/session/logout' ? { data: { endSessionUrl: '/idp/end' } } : undefined,
      ],
    });
    await expect(startLogin({ destinationUrl: '/power', pool: 'StaffIdentity' })).resolves.toBe(
      'http://portal.test/idp/connect/authorize?x=1',
    );
    expect(bodySentTo(fetchMock, '/session/login')).toEqual({
      destinationUrl: '/power',
      pool: 'StaffIdentity',
    });
    await completeLogin({ code: 'c', state: 's' });
    expect(bodySentTo(fetchMock, '/session/login-complete')).toEqual({ code: 'c', state: 's' });
    await expect(requestLogout()).resolves.toBe('/idp/end');
    expect(callsOf(fetchMock)).toEqual([
      'POST /session/login',
      'POST /session/login-complete',
      'POST /session/logout',
    ]);
  });

  it('reads the user with claims under /api', async () => {
    const { fetchMock } = mockPortalServer();
    await expect(getMe()).resolves.toMatchObject({
      poolKey: 'customer',
      claims: [{ claimType: 'Account', claimValue: '30000001', roles: ['AccountOwner'] }],
    });
    expect(callsOf(fetchMock)).toEqual(['GET /api/iam/Users/me']);
  });
});
