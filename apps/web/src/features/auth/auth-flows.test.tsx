import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SELECTION_KEY } from '../../shared/session';
import { renderApp } from '../../test/render-app';
import type { Handler } from '../../test/portal-server';
import {
  bodySentTo,
  callsOf,
  customerUser,
  sessionView,
  signedOutView,
  staffUser,
  stubLocationAssign,
} from '../../test/portal-server';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const answer =
  (method: string, path: string, data: unknown, status = 200): Handler =>
  (request) =>
    request.method === method && request.path === path ? { status, data } : undefined;

describe('/login', () => {
  it('saves the destination with POST /session/login and leaves for the provider at once', async () => {
    const assign = stubLocationAssign();
    const { fetchMock } = await renderApp(
      '/login?redirect=%2Fpower',
      {},
      {
        session: signedOutView,
        user: null,
        handlers: [answer('POST', '/session/login', { authorizeUrl: 'https://idp/authorize' })],
      },
    );
    // No click: the identity provider's page is the sign-in page.
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://idp/authorize');
    });
    expect(bodySentTo(fetchMock, '/session/login')).toEqual({
      destinationUrl: '/power',
      pool: 'customer',
    });
    expect(callsOf(fetchMock).filter((call) => call === 'POST /session/login')).toHaveLength(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Taking you to the sign-in page…');
  });

  it('signs staff in against the staff pool, landing on /management (?staff=true)', async () => {
    stubLocationAssign();
    const { fetchMock } = await renderApp(
      '/login?staff=true',
      {},
      {
        session: signedOutView,
        user: null,
        handlers: [answer('POST', '/session/login', { authorizeUrl: 'https://idp/authorize' })],
      },
    );
    await vi.waitFor(() => {
      expect(callsOf(fetchMock)).toContain('POST /session/login');
    });
    expect(bodySentTo(fetchMock, '/session/login')).toEqual({
      destinationUrl: '/management',
      pool: 'StaffIdentity',
    });
  });

  it('ignores a destination on another site', async () => {
    stubLocationAssign();
    const { fetchMock } = await renderApp(
      '/login?redirect=%2F%2Fevil.example',
      {},
      {
        session: signedOutView,
        user: null,
        handlers: [answer('POST', '/session/login', { authorizeUrl: 'https://idp/authorize' })],
      },
    );
    await vi.waitFor(() => {
      expect(callsOf(fetchMock)).toContain('POST /session/login');
    });
    expect(bodySentTo(fetchMock, '/session/login')).toMatchObject({ destinationUrl: null });
  });

  it('says why when the session was ended elsewhere (a password change), once', async () => {
    const why = 'Your password was changed, so this device was signed out. Please sign in again.';
    const { fetchMock } = await renderApp(
      '/power',
      {},
      {
        session: sessionView(),
        handlers: [
          (request) =>
            request.path === '/api/iam/Users/me'
              ? { status: 401, data: null, message: why }
              : undefined,
        ],
      },
    );
    expect(await h1('Sign In')).toBeVisible();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('You have been signed out');
    expect(notice).toHaveTextContent(why);
    // The page stays to say so; the person goes on with its button.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(callsOf(fetchMock)).not.toContain('POST /session/login');
    cleanup();

    // Told once: the sign-in page opened again says nothing more.
    await renderApp('/login', {}, { session: signedOutView, user: null });
    expect(await h1('Sign In')).toBeVisible();
    expect(screen.queryByText('You have been signed out')).not.toBeInTheDocument();
  });
});

describe('/login/login-complete', () => {
  it('completes sign-in, selects the first account and goes to the saved destination', async () => {
    const completed = sessionView({ accountCode: null, destinationUrl: '/account/bill-history' });
    const { router, fetchMock } = await renderApp(
      '/login/login-complete?code=abc&state=xyz',
      {},
      {
        session: signedOutView,
        user: customerUser(['30000005', '30000003']),
        handlers: [answer('POST', '/session/login-complete', completed)],
      },
    );
    expect(await h1('My Bill History')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/account/bill-history');
    expect(JSON.parse(sessionStorage.getItem(ACCOUNT_SELECTION_KEY) ?? '')).toMatchObject({
      accountCode: '30000003',
    });
    expect(bodySentTo(fetchMock, '/session/login-complete')).toEqual({ code: 'abc', state: 'xyz' });
    expect(callsOf(fetchMock)).toContain('GET /api/iam/Users/me');
  });

  it('goes to the dashboard without a saved destination (/login-complete too)', async () => {
    const { router } = await renderApp(
      '/login-complete?code=abc&state=xyz',
      {},
      {
        handlers: [answer('POST', '/session/login-complete', sessionView())],
      },
    );
    expect(await h1('My Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the login problem page when the exchange fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderApp(
      '/login/login-complete?code=abc&state=bad',
      {},
      {
        session: signedOutView,
        user: null,
        handlers: [answer('POST', '/session/login-complete', null, 401)],
      },
    );
    expect(
      await screen.findByText("It seems there's been a hiccup with your login."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login-problem');
  });

  it('shows the login problem page without code and state', async () => {
    const { router, fetchMock } = await renderApp(
      '/login/login-complete?error=access_denied',
      {},
      {
        session: signedOutView,
        user: null,
      },
    );
    expect(await screen.findByRole('link', { name: 'Back to login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login-problem');
    expect(callsOf(fetchMock)).toEqual([]);
  });
});

describe('/logout', () => {
  it('logs out, clears the stored selection and leaves for the end-session URL', async () => {
    sessionStorage.setItem(ACCOUNT_SELECTION_KEY, JSON.stringify({ accountCode: '30000001' }));
    const assign = stubLocationAssign();
    const { fetchMock } = await renderApp(
      '/logout',
      {},
      {
        handlers: [answer('POST', '/session/logout', { endSessionUrl: 'https://idp/end' })],
      },
    );
    expect(assign).toHaveBeenCalledWith('https://idp/end');
    expect(sessionStorage.getItem(ACCOUNT_SELECTION_KEY)).toBeNull();
    expect(callsOf(fetchMock)).toEqual(['POST /session/logout']);
    expect(await screen.findByText('Signing you out…')).toBeInTheDocument();
  });

  it('confirms the sign-out and offers to sign in again', async () => {
    sessionStorage.setItem(ACCOUNT_SELECTION_KEY, JSON.stringify({ accountCode: '30000001' }));
    await renderApp('/logout/logout-complete', {}, { session: signedOutView, user: null });
    expect(await h1('Signed Out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(sessionStorage.getItem(ACCOUNT_SELECTION_KEY)).toBeNull();
  });

  it('links Sign out in the user menu to /logout', async () => {
    const { user } = await renderApp('/');
    const menu = await screen.findByRole('button', { name: 'My account' }, { timeout: 5_000 });
    await user.click(menu);
    expect(
      await screen.findByRole('menuitem', { name: 'Sign out' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', '/logout');
  });
});

describe('/auto-login', () => {
  const staffSession = sessionView({
    isStaff: true,
    isAutoLogin: true,
    accountCode: '30000009',
    salesPersonName: 'Mere Tane',
  });

  it('stores the staff access session and opens the dashboard for that account', async () => {
    const { router, fetchMock } = await renderApp(
      '/auto-login?staffToken=a.b.c&accountCode=30000009',
      {},
      {
        session: signedOutView,
        user: staffUser(),
        handlers: [answer('POST', '/session/staff-access', staffSession)],
      },
    );
    expect(await h1('My Dashboard')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/');
    expect(router.history.length).toBe(1);
    expect(screen.getByRole('region', { name: 'Staff access' })).toHaveTextContent(
      'Staff access: Mere Tane is viewing account 30000009',
    );
    expect(bodySentTo(fetchMock, '/session/staff-access')).toEqual({ staffToken: 'a.b.c' });
  });

  it('restores the prior session and shows the login problem page on failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, fetchMock } = await renderApp(
      '/auto-login?staffToken=bad',
      {},
      {
        handlers: [answer('POST', '/session/staff-access', null, 403)],
      },
    );
    expect(await screen.findByRole('link', { name: 'Back to login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login-problem');
    expect(callsOf(fetchMock)).toEqual(['POST /session/staff-access', 'GET /session']);
  });
});
