import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpenSessions, SignIns, StaffOpenings } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import {
  callsOf,
  customerGuid,
  customerUser,
  sessionView,
  staffUser,
  type Handler,
} from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';

const AT = '2026-12-06T21:30:00.000Z'; // 07/12/2026 at 10:30 am in Auckland

const openings: StaffOpenings = {
  keptMonths: 12,
  openings: [
    {
      id: 'o1',
      openedAt: AT,
      salesPersonName: 'Sam Sales',
      changes: [{ at: AT, description: 'Change the contact name, phone and mobile numbers' }],
    },
  ],
};

const signIns: SignIns = {
  keptMonths: 12,
  signIns: [
    { at: AT, method: 'webauthn', browser: 'Safari', device: 'an iPhone', network: '203.0.113.x' },
  ],
};

function openSessions(): OpenSessions {
  return {
    sessions: [
      {
        id: 'here',
        signedInAt: AT,
        method: 'pwd',
        browser: 'Chrome',
        device: 'a Mac',
        isCurrent: true,
      },
      {
        id: 'phone',
        signedInAt: AT,
        method: 'webauthn',
        browser: 'Safari',
        device: 'an iPhone',
        isCurrent: false,
      },
    ],
  };
}

function serve() {
  let sessions = openSessions();
  const activity: Handler = ({ method, path }) => {
    if (path === '/api/accounts/30000001/staffOpenings') return { data: openings };
    if (path.endsWith('/signIns')) return { data: signIns };
    if (path.endsWith('/sessions') && method === 'GET') return { data: sessions };
    if (path.endsWith('/sessions/endOthers') && method === 'POST') {
      sessions = { sessions: sessions.sessions.filter((s) => s.isCurrent) };
      return { data: { ended: 1 } };
    }
    return undefined;
  };
  return [activity, ...accountHandlers({ '30000001': { account: anAccount('30000001') } })];
}

async function renderActivity(staff = false) {
  return renderApp(
    '/account/my-details',
    {},
    {
      user: staff ? staffUser() : customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001', isStaff: staff }),
      handlers: serve(),
    },
  );
}

describe('who touched my account, on My details', () => {
  it('shows staff openings with what changed, her sign-ins and where she is signed in', async () => {
    await renderActivity();
    const staff = await screen.findByRole('region', { name: 'Staff who opened your account' });
    expect(
      await within(staff).findByText('Sam Sales opened it on 07/12/2026 at 10:30 am'),
    ).toBeInTheDocument();
    expect(
      within(staff).getByText(/Change the contact name, phone and mobile numbers/),
    ).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent sign-ins' });
    expect(
      await within(recent).findByText(
        /Safari on an iPhone, with a passkey, from network 203\.0\.113\.x/,
      ),
    ).toBeInTheDocument();

    const where = screen.getByRole('region', { name: 'Where you’re signed in' });
    expect(await within(where).findByText('This device')).toBeInTheDocument();
    expect(
      within(where).getByRole('button', { name: /^Sign out Safari on an iPhone/ }),
    ).toBeInTheDocument();
  });

  it('“Sign out everywhere else” signs the others out and says how many', async () => {
    const { user, fetchMock } = await renderActivity();
    const where = await screen.findByRole('region', { name: 'Where you’re signed in' });
    await user.click(
      await within(where).findByRole('button', { name: 'Sign out everywhere else' }),
    );
    expect(await within(where).findByText('You signed out 1 other device.')).toBeInTheDocument();
    expect(
      await within(where).findByText('You are not signed in anywhere else.'),
    ).toBeInTheDocument();
    expect(within(where).queryByRole('button', { name: /^Sign out Safari/ })).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.endsWith('/sessions/endOthers'))).toEqual([
      `POST /api/iam/Users/${customerGuid}/sessions/endOthers`,
    ]);
  });

  it('shows staff the openings but never the customer’s own sign-ins', async () => {
    const { fetchMock } = await renderActivity(true);
    expect(
      await screen.findByRole('region', { name: 'Staff who opened your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent sign-ins' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Where you’re signed in' })).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.includes('/signIns'))).toEqual([]);
    expect(callsOf(fetchMock)).toContain('GET /api/accounts/30000001/staffOpenings');
  });
});
