import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SELECTION_KEY } from './shared/session';
import { expectLinks } from './test/links';
import { renderApp } from './test/render-app';
import { callsOf, customerUser, sessionView, signedOutView, staffUser } from './test/portal-server';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const selection = () =>
  JSON.parse(sessionStorage.getItem(ACCOUNT_SELECTION_KEY) ?? 'null') as unknown;

describe('guards in the running app', () => {
  it('sends a signed-out visitor to /login, keeping the destination', async () => {
    const { router } = await renderApp(
      '/account/bill-history?x=1',
      {},
      {
        session: signedOutView,
        user: null,
      },
    );
    expect(await h1('Sign In')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/account/bill-history?x=1' });
  });

  it('treats a 401 from the user call as signed out', async () => {
    const { router } = await renderApp('/power', {}, { user: null });
    expect(await h1('Sign In')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('never redirects anonymous pages and reads no session there', async () => {
    const { fetchMock } = await renderApp(
      '/confirm-delivery-address?accountCode=1',
      {},
      {
        session: signedOutView,
        user: null,
      },
    );
    expect(await h1('Confirm Your Return Address')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('selects the account from the query, then replaces the URL with an empty query', async () => {
    const { router, fetchMock } = await renderApp(
      '/account/bill-history?accountCode=30000002&beneficiaryMsisdn=021',
      {},
      { user: customerUser(['30000001', '30000002']) },
    );
    expect(await h1('My Bill History')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/account/bill-history');
    expect(router.history.length).toBe(1);
    expect(selection()).toEqual({ accountCode: '30000002', serviceEntity: null });
    expect(callsOf(fetchMock)).toContain('PATCH /session');
  });

  it('selects the mobile connection from serviceEntity and drops it from the URL', async () => {
    const { router } = await renderApp('/mobile/usage?serviceEntity=0211234567#calls');
    expect(await h1('Usage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mobile/usage');
    expect(router.state.location.searchStr).toBe('');
    expect(selection()).toEqual({ accountCode: '30000001', serviceEntity: '0211234567' });
  });

  it('refuses an account code that is not in the claims', async () => {
    await renderApp('/?accountCode=39999999');
    expect(await screen.findByText('Sorry, an unexpected error occurred.')).toBeInTheDocument();
    expect(selection()).toEqual({ accountCode: '30000001', serviceEntity: null });
  });

  it('does not redirect a no-accounts user on mobile usage', async () => {
    const noAccounts = { user: customerUser([]), session: sessionView({ accountCode: null }) };
    await renderApp('/mobile/usage', {}, noAccounts);
    expect(await h1('Usage')).toBeInTheDocument();
  });

  it('shows a no-accounts user what to do instead', async () => {
    const { router } = await renderApp(
      '/account/bill-history',
      {},
      {
        user: customerUser([]),
        session: sessionView({ accountCode: null }),
      },
    );
    expect(await h1('No Accounts Yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/get-started');
    expectLinks(screen, {
      'Add a prepay number': '/account/add-mobile-number',
      'Sign out': '/logout',
    });
  });

  it('follows a relative route rule inside the app', async () => {
    const { router } = await renderApp('/old-bills', {
      routeRules: [{ from: '/old-bills', to: '/account/bill-history' }],
    });
    expect(await h1('My Bill History')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/bill-history');
  });

  it('selects the first account in listing order when none is selected', async () => {
    await renderApp(
      '/',
      {},
      {
        user: customerUser(['30000010', '30000002']),
        session: sessionView({ accountCode: null }),
      },
    );
    expect(await h1('My Dashboard')).toBeInTheDocument();
    expect(selection()).toEqual({ accountCode: '30000002', serviceEntity: null });
  });

  it('shows staff the Management item and the staff banner; customers a 404 there', async () => {
    await renderApp(
      '/management',
      {},
      {
        user: staffUser(),
        session: sessionView({
          isStaff: true,
          accountCode: '30000009',
          salesPersonName: 'Mere Tane',
        }),
      },
    );
    expect(await h1('Management')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Management' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Staff access' })).toHaveTextContent(
      'Staff access: Mere Tane is viewing account 30000009',
    );
  });
});

describe('management for customers', () => {
  it('gives a customer the 404 page and no staff banner', async () => {
    await renderApp('/management');
    expect(await screen.findByText('Page Not Found: /management')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Staff access' })).not.toBeInTheDocument();
  });
});
