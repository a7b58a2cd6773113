import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffCorrectionRequest } from '@portal/contracts';
import { callsOf, mockPortalServer, staffUser } from '../../test/portal-server';
import { renderInRouter } from '../../test/render-app';
import { StaffCorrectionRequests } from './components/staff-correction-requests';

const PATH = '/api/staff/correctionRequests';

const request = (overrides: Partial<StaffCorrectionRequest>): StaffCorrectionRequest => ({
  id: crypto.randomUUID(),
  accountCode: '30000001',
  what: 'Date of birth',
  correction: '1 May 1980',
  receivedOn: '2026-11-02',
  dueOn: '2026-11-30',
  workingDaysLeft: 3,
  state: 'open',
  reply: null,
  personName: 'Aroha Ngata',
  personEmail: 'aroha@example.nz',
  ...overrides,
});

function serve(open: StaffCorrectionRequest[] | null) {
  return mockPortalServer({
    user: staffUser(),
    handlers: [
      ({ path, method }) =>
        path === PATH && method === 'GET'
          ? open === null
            ? { status: 500, data: null }
            : { data: open }
          : undefined,
    ],
  });
}

async function renderList(open: StaffCorrectionRequest[] | null) {
  const { fetchMock } = serve(open);
  const rendered = await renderInRouter(() => <StaffCorrectionRequests accountCode="30000001" />);
  return { ...rendered, fetchMock };
}

describe('staff correction requests', () => {
  it('lists the open requests with their working-day clock, a column head each', async () => {
    await renderList([
      request({ workingDaysLeft: -2, dueOn: '2026-11-20' }),
      request({ workingDaysLeft: 1, what: 'Postal address', correction: '12 Kōwhai Street' }),
    ]);
    const table = await screen.findByRole('table', {
      name: 'Open correction requests, soonest due first',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Received', 'Due', 'Clock', 'Request', 'Answer']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Overdue by 2 working days')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('20/11/2026')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('1 working day left')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Should say: 12 Kōwhai Street')).toBeVisible();
  });

  it('says when there are none', async () => {
    const { fetchMock } = await renderList([]);
    expect(
      await screen.findByText('No open correction requests for this account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('says when the requests could not be read', async () => {
    await renderList(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
