import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_MESSAGES,
  INVITATION_MESSAGES,
  USER_MESSAGES,
  type AccountUser,
  type LinkedNumber,
  type PendingUser,
} from '@portal/contracts';
import { FORM_MESSAGES } from '@portal/domain';
import { hemisInvitation } from '../../../../../test-support/invitations';
import {
  accountHandlers,
  anAccount,
  serviceAddressesHandler,
} from '../../shared/accounts/testing/account-server';
import { customerGuid, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';
import { keepPendingAction } from '../../shared/step-up/pending-action';
import { peopleChangeKeys } from './api/account-people-queries';

const ACCOUNT = '30000001';
const MERE_GUID = '5f0c3d1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';

const aroha: AccountUser = {
  userGuid: customerGuid,
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.nz',
  mobileNumber: '0211234567',
  roles: ['AccountOwner'],
};
const mere: AccountUser = {
  userGuid: MERE_GUID,
  firstName: 'Mere',
  lastName: 'Ngata',
  email: 'mere@example.nz',
  mobileNumber: '0221234568',
  roles: ['AccountRead'],
};
const workMobile: LinkedNumber = {
  id: 1,
  number: '0274455667',
  description: "Aroha's work mobile",
  linkedAt: '2026-03-01T09:00:00+13:00',
};

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A small stand-in for the people calls, keeping what was added and removed. */
function peopleServer(options: { removeStatus?: number; pending?: PendingUser[] } = {}) {
  const sent: Sent[] = [];
  let users = [aroha, mere];
  let pending: PendingUser[] = options.pending ?? [];
  const handler: Handler = ({ method, path, searchParams, body }) => {
    const base = `/api/iam/accounts/${ACCOUNT}`;
    if (method !== 'GET') sent.push({ method, path, search: searchParams.toString(), body });
    if (method === 'GET' && path === `${base}/users`) return { data: users };
    if (method === 'GET' && path === `${base}/pendingusers`) return { data: pending };
    if (method === 'GET' && path === `/api/accounts/${ACCOUNT}/linkedNumbers`) {
      return { data: [workMobile] };
    }
    if (method === 'POST' && path === '/api/iam/users') {
      const request = body as { firstName: string; lastName: string; email: string };
      const invited: PendingUser = {
        id: 'a3a5d1a2-7a43-4d1e-9b7f-2d0c1f6e9b11',
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email.toLowerCase(),
        invitedAt: daysFromNow(0),
        expiresAt: daysFromNow(7),
      };
      pending = [...pending, invited];
      return { status: 201, data: invited };
    }
    const resent = /^\/api\/iam\/accounts\/\d+\/pendingusers\/([^/]+)\/resend$/.exec(path);
    if (method === 'POST' && resent !== null) {
      pending = pending.map((each) =>
        each.id === resent[1] ? { ...each, expiresAt: daysFromNow(7) } : each,
      );
      return { data: null };
    }
    if (method === 'DELETE' && path === `/api/iam/users/${MERE_GUID}/claims`) {
      if (options.removeStatus !== undefined) return { status: options.removeStatus, data: null };
      users = users.filter((user) => user.userGuid !== MERE_GUID);
      return { data: null };
    }
    return undefined;
  };
  return { sent, handler };
}

async function renderPage(
  roles: AccountUser['roles'],
  options: { removeStatus?: number; pending?: PendingUser[] } = {},
) {
  const server = peopleServer(options);
  const account = anAccount(ACCOUNT, { roles });
  await renderApp(
    '/account/my-details',
    {},
    {
      user: customerUser([ACCOUNT]),
      session: sessionView({ accountCode: ACCOUNT }),
      handlers: [
        server.handler,
        serviceAddressesHandler(ACCOUNT),
        ...accountHandlers({ [ACCOUNT]: { account } }),
      ],
    },
  );
  return { ...server, user: userEvent.setup() };
}

describe('authorised users on My details', () => {
  it('lists the people and adds one, refusing bad details first, who then shows as pending', async () => {
    const { sent, user } = await renderPage(['AccountOwner']);
    const section = await screen.findByRole('region', { name: 'Authorised users' });
    expect(await within(section).findByText('Mere Ngata')).toBeInTheDocument();
    expect(within(section).getByText('Authorised user (view only)')).toBeInTheDocument();
    // Nobody removes themselves, nor an owner.
    expect(within(section).queryByRole('button', { name: 'Remove Aroha Ngata' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Add an authorised user' }));
    const form = within(section).getByRole('form', { name: 'Add an authorised user' });
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    for (const message of [
      FORM_MESSAGES.firstName,
      FORM_MESSAGES.lastName,
      DATE_OF_BIRTH_MESSAGES.invalid,
      FORM_MESSAGES.email,
      FORM_MESSAGES.mobileNumber,
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText(/^First name/), 'Hemi');
    await user.type(within(form).getByLabelText(/^Last name/), 'Ngata');
    await user.type(within(form).getByLabelText(/^Date of birth/), '14/09/2001');
    await user.type(within(form).getByLabelText(/^Email/), 'Hemi.Ngata@example.nz');
    await user.type(within(form).getByLabelText(/^Mobile number/), '021 555 0101');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));

    const pending = await screen.findByRole('list', { name: 'Pending users' });
    expect(await within(pending).findByText('Hemi Ngata')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/iam/users',
        search: '',
        // What was typed above, as the API takes it.
        body: hemisInvitation(),
      },
    ]);
    expect(await screen.findByText(new RegExp(USER_MESSAGES.added))).toBeInTheDocument();
  });

  it('shows when each invitation link stops working, and sends an expired one again', async () => {
    const tama: PendingUser = {
      id: 'c0ffee00-7a43-4d1e-9b7f-2d0c1f6e9b11',
      firstName: 'Tama',
      lastName: 'Ngata',
      email: 'tama@example.nz',
      invitedAt: daysFromNow(-9),
      expiresAt: daysFromNow(-2),
    };
    const { sent, user } = await renderPage(['AccountOwner'], { pending: [tama] });
    const pending = await screen.findByRole('list', { name: 'Pending users' });
    const row = within(pending).getByRole('listitem');
    expect(within(row).getByText('Invitation expired')).toBeInTheDocument();
    expect(within(row).getByText(/link expired/)).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Send a new invitation to Tama Ngata' }),
    );
    expect(await screen.findByText(INVITATION_MESSAGES.resent('Tama Ngata'))).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `/api/iam/accounts/${ACCOUNT}/pendingusers/${tama.id}/resend`,
        search: '',
        body: undefined,
      },
    ]);
    await waitFor(() => {
      expect(within(row).getByText('Pending')).toBeInTheDocument();
    });
    expect(within(row).getByText(/link works until/)).toBeInTheDocument();
  });

  it('refuses someone under 18', async () => {
    const { user } = await renderPage(['AccountOwner']);
    const section = await screen.findByRole('region', { name: 'Authorised users' });
    await user.click(within(section).getByRole('button', { name: 'Add an authorised user' }));
    const birth = within(section).getByLabelText(/^Date of birth/);
    const tenYearsAgo = String(new Date().getFullYear() - 10);
    await user.type(birth, `01/01/${tenYearsAgo}`);
    await user.tab();
    expect(within(section).getByText(DATE_OF_BIRTH_MESSAGES.tooYoung)).toBeInTheDocument();
  });

  it('removes a user only after confirming', async () => {
    const { sent, user } = await renderPage(['AccountOwner']);
    const section = await screen.findByRole('region', { name: 'Authorised users' });
    await user.click(await within(section).findByRole('button', { name: 'Remove Mere Ngata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove authorised user?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(within(section).queryByText('Mere Ngata')).toBeNull();
    });
    expect(sent).toEqual([
      {
        method: 'DELETE',
        path: `/api/iam/users/${MERE_GUID}/claims`,
        search: `claimType=Account&claimValue=${ACCOUNT}`,
        body: undefined,
      },
    ]);
    expect(await screen.findByText(USER_MESSAGES.removed('Mere Ngata'))).toBeInTheDocument();
  });

  it("says '%s could not be removed.' when the removal fails, and keeps the person", async () => {
    const { user } = await renderPage(['AccountOwner'], { removeStatus: 500 });
    const section = await screen.findByRole('region', { name: 'Authorised users' });
    await user.click(await within(section).findByRole('button', { name: 'Remove Mere Ngata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove authorised user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Mere Ngata could not be removed.')).toBeInTheDocument();
    expect(within(section).getByText('Mere Ngata')).toBeInTheDocument();
  });

  it('shows an AccountRead user the linked numbers and addresses, but no people and no controls', async () => {
    await renderPage(['AccountRead']);
    const numbers = await screen.findByRole('region', { name: 'Linked numbers' });
    expect(await within(numbers).findByText('027 445 5667')).toBeInTheDocument();
    expect(within(numbers).queryByRole('button')).toBeNull();
    const addresses = screen.getByRole('region', { name: 'Service addresses' });
    expect(
      await within(addresses).findByText('12 Kōwhai Street, Ponsonby, Auckland 1011'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Authorised users' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an authorised user' })).toBeNull();
  });
});

describe('back from signing in again to change the people (decision 052)', () => {
  const tama: PendingUser = {
    id: 'c0ffee00-7a43-4d1e-9b7f-2d0c1f6e9b11',
    firstName: 'Tama',
    lastName: 'Ngata',
    email: 'tama@example.nz',
    invitedAt: daysFromNow(-9),
    expiresAt: daysFromNow(-2),
  };

  it('reopens the invitation filled in as typed, sent only at one click', async () => {
    keepPendingAction(peopleChangeKeys.addUser(ACCOUNT), hemisInvitation());
    const { sent, user } = await renderPage(['AccountOwner']);
    const form = await screen.findByRole('form', { name: 'Add an authorised user' });
    expect(within(form).getByText('You signed in again')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^First name/)).toHaveValue('Hemi');
    expect(within(form).getByLabelText(/^Last name/)).toHaveValue('Ngata');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('Hemi.Ngata@example.nz');
    expect(within(form).getByLabelText(/^Mobile number/)).toHaveValue('0215550101');
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText(new RegExp(USER_MESSAGES.added))).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/iam/users', search: '', body: hemisInvitation() },
    ]);
  });

  it.each([
    ['garbage', 'not an invitation'],
    [
      'another account',
      hemisInvitation({
        claims: [{ claimType: 'Account', claimValue: '30000002', roles: ['AccountRead'] }],
      }),
    ],
    ['a field out of its rules', hemisInvitation({ mobileNumber: '12' })],
    ['a field too many', hemisInvitation({ roles: ['AccountOwner'] })],
  ])('ignores a kept invitation that does not fit: %s', async (_what, kept) => {
    keepPendingAction(peopleChangeKeys.addUser(ACCOUNT), kept);
    await renderPage(['AccountOwner']);
    const section = await screen.findByRole('region', { name: 'Authorised users' });
    expect(
      await within(section).findByRole('button', { name: 'Add an authorised user' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('reopens the removal of the same person, removed only at one click', async () => {
    keepPendingAction(peopleChangeKeys.removeUser(ACCOUNT), MERE_GUID);
    const { sent, user } = await renderPage(['AccountOwner']);
    const dialog = await screen.findByRole('dialog', { name: 'Remove authorised user?' });
    expect(within(dialog).getByText('You signed in again')).toBeInTheDocument();
    expect(within(dialog).getByText(/Mere Ngata will no longer/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(USER_MESSAGES.removed('Mere Ngata'))).toBeInTheDocument();
    expect(sent.map((each) => each.path)).toEqual([`/api/iam/users/${MERE_GUID}/claims`]);
  });

  it.each([
    ['someone not on the account', 'b0b0b0b0-2b4a-4c6d-8e9f-0a1b2c3d4e5f'],
    ['the owner', customerGuid],
    ['not an id', { userGuid: MERE_GUID }],
  ])('ignores a kept removal of %s', async (_what, kept) => {
    keepPendingAction(peopleChangeKeys.removeUser(ACCOUNT), kept);
    await renderPage(['AccountOwner']);
    const section = await screen.findByRole('region', { name: 'Authorised users' });
    expect(await within(section).findByText('Mere Ngata')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens sending a new invitation to the same person, sent only at one click', async () => {
    keepPendingAction(peopleChangeKeys.resendInvitation(ACCOUNT), tama.id);
    const { sent, user } = await renderPage(['AccountOwner'], { pending: [tama] });
    const dialog = await screen.findByRole('dialog', { name: 'Send a new invitation?' });
    expect(
      within(dialog).getByText(/Tama Ngata gets a new link at tama@example.nz/),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send a new invitation' }));
    expect(await screen.findByText(INVITATION_MESSAGES.resent('Tama Ngata'))).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(sent.map((each) => each.path)).toEqual([
      `/api/iam/accounts/${ACCOUNT}/pendingusers/${tama.id}/resend`,
    ]);
  });

  it('ignores a kept invitation to send again that is no longer pending', async () => {
    keepPendingAction(peopleChangeKeys.resendInvitation(ACCOUNT), 'gone');
    await renderPage(['AccountOwner'], { pending: [tama] });
    const pending = await screen.findByRole('list', { name: 'Pending users' });
    expect(within(pending).getByText('Tama Ngata')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
