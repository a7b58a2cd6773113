import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, type Account, type Mailboxes } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import {
  customerUser,
  sessionView,
  type Handler,
  type mockPortalServer,
} from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const PATH = '/api/accounts/30000001/mailboxes';
const GB = 1024 ** 3;

const household: Mailboxes = {
  emailProduct: { productKey: 'EMAIL_STANDARD', domain: 'mail.example.nz', mailboxLimit: 5 },
  mailboxes: [
    {
      id: 1,
      emailAddress: 'aroha.ngata@mail.example.nz',
      displayName: 'Aroha Ngata',
      quotaBytes: 10 * GB,
      usedBytes: 3 * GB,
    },
    {
      id: 2,
      emailAddress: 'mere.ngata@mail.example.nz',
      displayName: null,
      quotaBytes: 10 * GB,
      usedBytes: 0,
    },
  ],
};

interface Options {
  mailboxes?: Mailboxes;
  /** Status of DELETE, PUT and POST calls. */
  writeStatus?: number;
  roles?: Account['roles'];
}

function serve({ mailboxes = household, writeStatus = 200, roles = ['AccountOwner'] }: Options) {
  const writes: Handler = ({ method, path, body }) => {
    if (method === 'GET' && path === PATH) return { data: mailboxes };
    if (method === 'POST' && path === '/api/iam/calculatepasswordcomplexity') {
      return {
        data: {
          score: 4,
          isAcceptable: true,
          missingParts: [],
          feedback: { warning: null, suggestions: [] },
        },
      };
    }
    if (!path.startsWith(PATH) || method === 'GET') return undefined;
    if (writeStatus !== 200) return { status: writeStatus, data: null };
    if (method === 'POST') {
      const { localPart, displayName } = body as { localPart: string; displayName: string | null };
      return {
        data: {
          id: 9,
          emailAddress: `${localPart}@mail.example.nz`,
          displayName,
          quotaBytes: 10 * GB,
          usedBytes: 0,
        },
      };
    }
    return { data: null };
  };
  return [
    writes,
    ...accountHandlers({ '30000001': { account: anAccount('30000001', { roles }) } }),
  ];
}

/** The JSON body of the first `method` call to `path`. */
function sent(
  fetchMock: ReturnType<typeof mockPortalServer>['fetchMock'],
  method: string,
  path: string,
) {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => init?.method === method && typeof input === 'string' && input.endsWith(path),
  );
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

async function renderPage(options: Options = {}) {
  const rendered = await renderApp(
    '/account/email-management',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: serve(options),
    },
  );
  await screen.findByRole('heading', { name: 'Your mailboxes' });
  return rendered;
}

describe('Email management', () => {
  it('lists each mailbox with its display name and storage used', async () => {
    await renderPage();
    const aroha = screen.getByRole('listitem', { name: 'aroha.ngata@mail.example.nz' });
    expect(within(aroha).getByText('Aroha Ngata')).toBeInTheDocument();
    expect(within(aroha).getByText('3.0 GB of 10.0 GB used')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 mailboxes used on mail.example.nz')).toBeInTheDocument();
  });

  it('refuses a bad email name under the field, sending nothing, then adds a good one', async () => {
    const { user, fetchMock } = await renderPage();
    const name = screen.getByLabelText(/^Email address/);
    await user.type(name, '.bad..name');
    await user.tab();
    expect(screen.getByText(EMAIL_MESSAGES.localPart)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Whanau');
    await user.type(screen.getByLabelText(/^Display name/), 'Whānau');
    await user.type(screen.getByLabelText(/^Password/), 'Kereru-Glides-2031!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Kereru-Glides-2031!');
    await user.click(screen.getByRole('button', { name: 'Add mailbox' }));
    expect(await screen.findByText('whanau@mail.example.nz is ready to use.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', PATH)).toEqual({
      localPart: 'whanau',
      displayName: 'Whānau',
      password: 'Kereru-Glides-2031!',
    });
  });

  it('asks before removing, and says the spec’s words when the removal fails', async () => {
    const { user } = await renderPage({ writeStatus: 500 });
    await user.click(screen.getByRole('button', { name: 'Remove mere.ngata@mail.example.nz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this mailbox?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove mailbox' }));
    expect(
      await within(dialog).findByText('mere.ngata@mail.example.nz could not be removed.'),
    ).toBeInTheDocument();
  });

  it('removes a mailbox once confirmed and says so', async () => {
    const { user, fetchMock } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Remove mere.ngata@mail.example.nz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this mailbox?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove mailbox' }));
    expect(await screen.findByText(EMAIL_MESSAGES.removed)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('changes a mailbox password and says it was updated', async () => {
    const { user, fetchMock } = await renderPage();
    await user.click(
      screen.getByRole('button', { name: 'Change password of aroha.ngata@mail.example.nz' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change mailbox password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(within(dialog).getByText(/^The password needs/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'Tui-Sings-At-Dawn-77!');
    await user.type(
      within(dialog).getByLabelText(/^Confirm new password/),
      'Tui-Sings-At-Dawn-77!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(EMAIL_MESSAGES.passwordUpdated)).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT', `${PATH}/1/password`)).toEqual({
      password: 'Tui-Sings-At-Dawn-77!',
    });
  });

  it('shows an AccountRead user the mailboxes without ways to change them', async () => {
    await renderPage({ roles: ['AccountRead'] });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a mailbox' })).not.toBeInTheDocument();
    expect(screen.getByText('You have view-only access to this account')).toBeInTheDocument();
    expect(screen.getByText(/only the account holder can add or remove mailboxes/)).toBeVisible();
  });

  it('explains that an account without an email product has no mailboxes', async () => {
    await renderApp(
      '/account/email-management',
      {},
      {
        user: customerUser(['30000001']),
        session: sessionView({ accountCode: '30000001' }),
        handlers: serve({ mailboxes: { emailProduct: null, mailboxes: [] } }),
      },
    );
    expect(await screen.findByText('No email product on this account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
  });
});
