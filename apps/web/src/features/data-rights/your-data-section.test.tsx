import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { customerGuid, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const EXPORTS = `/api/iam/Users/${customerGuid}/dataExports`;
const CORRECTIONS = `/api/iam/Users/${customerGuid}/correctionRequests`;

const anExport = (state: DataExport['state']): DataExport => ({
  id: '5b0e6f0a-9a43-4c1e-8a55-0c1d2e3f4a5b',
  state,
  requestedAt: '2026-12-07T01:00:00.000Z',
  readyAt: state === 'ready' ? '2026-12-07T01:01:00.000Z' : null,
  expiresAt: '2026-12-14T01:00:00.000Z',
  sizeBytes: state === 'ready' ? 12_345 : null,
});

/** The person's archives as the server holds them, and what the page sent. */
function serve(initial: DataExport[]) {
  const sent = { exports: 0, corrections: [] as unknown[] };
  let held = initial;
  const handler: Handler = ({ method, path, body }) => {
    if (path === EXPORTS && method === 'GET') return { data: held };
    if (path === EXPORTS && method === 'POST') {
      sent.exports += 1;
      held = [anExport('preparing')];
      return { data: held[0] };
    }
    if (path === CORRECTIONS && method === 'POST') {
      sent.corrections.push(body);
      return {
        data: {
          id: '7c0e6f0a-9a43-4c1e-8a55-0c1d2e3f4a5b',
          accountCode: '30000001',
          what: 'My date of birth',
          correction: '1 May 1980',
          receivedOn: '2026-12-07',
          dueOn: '2027-02-02',
          workingDaysLeft: 20,
          state: 'open',
          reply: null,
        },
      };
    }
    return undefined;
  };
  return {
    sent,
    handlers: [handler, ...accountHandlers({ '30000001': { account: anAccount('30000001') } })],
  };
}

async function renderYourData(initial: DataExport[]) {
  const { sent, handlers } = serve(initial);
  const rendered = await renderApp(
    '/account/my-details',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers,
    },
  );
  const section = await screen.findByRole('region', { name: 'Your data' });
  return { ...rendered, sent, section };
}

describe('Your data on My details', () => {
  it('asks for the data once and shows it is being prepared', async () => {
    const { user, section, sent } = await renderYourData([]);
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByText('Preparing your data')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(sent.exports).toBe(1);
  });

  it('offers the download link when the archive is ready', async () => {
    const { section } = await renderYourData([anExport('ready')]);
    const link = await within(section).findByRole('link', { name: 'Download your data (zip)' });
    expect(link).toHaveAttribute('href', `${EXPORTS}/${anExport('ready').id}/archive`);
  });

  it('says an old download has expired, and lets the person ask again', async () => {
    const { section } = await renderYourData([anExport('expired')]);
    expect(await within(section).findByText(/Your last download expired on/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('refuses an empty correction under the fields, then sends one and gives the due date', async () => {
    const { user, section, sent } = await renderYourData([]);
    const send = within(section).getByRole('button', { name: 'Send correction request' });
    await user.click(send);
    expect(await within(section).findByText('Please tell us what is wrong')).toBeInTheDocument();
    expect(sent.corrections).toEqual([]);
    await user.type(within(section).getByLabelText(/^What is wrong/), 'My date of birth');
    await user.type(within(section).getByLabelText(/^What it should say/), '1 May 1980');
    await user.click(send);
    expect(await within(section).findByText(/We will reply by 02\/02\/2027/)).toBeInTheDocument();
    expect(sent.corrections).toEqual([
      { what: 'My date of birth', correction: '1 May 1980', accountCode: '30000001' },
    ]);
  });
});
