import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CostToLeave } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const PATH = '/api/accounts/30000001/costToLeave';

const household: CostToLeave = {
  today: '2026-12-07',
  total: 52_000,
  services: [
    {
      kind: 'broadband',
      serviceId: 'INT-1',
      name: null,
      planName: 'Fibre Super',
      term: {
        months: 12,
        startedOn: '2026-08-07',
        endsOn: '2027-08-07',
        monthsLeft: 8,
        feePerMonthLeft: 1_500,
        feeCap: 15_000,
      },
      agreements: [],
      today: { date: '2026-12-07', instalments: 0, fee: 12_000, total: 12_000 },
      schedule: [
        { date: '2026-12-07', instalments: 0, fee: 12_000, total: 12_000 },
        { date: '2027-01-07', instalments: 0, fee: 10_500, total: 10_500 },
        { date: '2027-08-07', instalments: 0, fee: 0, total: 0 },
      ],
    },
    {
      kind: 'mobile',
      serviceId: '0211234567',
      name: 'Aroha',
      planName: 'Group Plan Leader 60GB',
      term: null,
      agreements: [
        {
          agreementId: 'a1',
          description: 'Samsung Galaxy S25 128GB Navy',
          instalmentsLeft: 8,
          amountLeft: 40_000,
          lastBillDate: '2027-07-05',
        },
      ],
      today: { date: '2026-12-07', instalments: 40_000, fee: 0, total: 40_000 },
      schedule: [
        { date: '2026-12-07', instalments: 40_000, fee: 0, total: 40_000 },
        { date: '2027-07-07', instalments: 0, fee: 0, total: 0 },
      ],
    },
    {
      kind: 'power',
      serviceId: '0000123456AB123',
      name: null,
      planName: 'Everyday Power',
      term: null,
      agreements: [],
      today: { date: '2026-12-07', instalments: 0, fee: 0, total: 0 },
      schedule: [{ date: '2026-12-07', instalments: 0, fee: 0, total: 0 }],
    },
  ],
};

function costHandler(answer: CostToLeave | number): Handler {
  return ({ method, path }) => {
    if (method !== 'GET' || path !== PATH) return undefined;
    return typeof answer === 'number' ? { status: answer, data: null } : { data: answer };
  };
}

const renderAccountPage = (answer: CostToLeave | number) =>
  renderApp(
    '/account/my-details',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        costHandler(answer),
        ...accountHandlers({ '30000001': { account: anAccount('30000001') } }),
      ],
    },
  );

describe('What it costs to leave, on the account page', () => {
  it('says what each service would cost to leave today and what makes it up', async () => {
    await renderAccountPage(household);
    const section = await screen.findByRole('region', { name: 'What it costs to leave' });
    expect(
      await within(section).findByText(
        'If every service ended today, 07/12/2026, there would be $520.00 left to pay, incl. GST.',
      ),
    ).toBeVisible();

    const mobile = within(section).getByRole('region', { name: 'Mobile 021 123 4567 (Aroha)' });
    expect(mobile).toHaveTextContent('To leave today: $400.00');
    expect(mobile).toHaveTextContent(
      'Samsung Galaxy S25 128GB Navy: $400.00 left in 8 instalments, the last on 05/07/2027',
    );
    expect(mobile).toHaveTextContent('Open term: no fee to leave');

    const broadband = within(section).getByRole('region', { name: 'Broadband' });
    expect(broadband).toHaveTextContent(
      'Early termination fee: $120.00 ($15.00 for each of the 8 months left of your 12 months term, at most $150.00; the term ends on 07/08/2027)',
    );

    const power = within(section).getByRole('region', { name: 'Power' });
    expect(power).toHaveTextContent('Nothing to pay to leave today');
    // Nothing to fall, so no chart or table for it.
    expect(within(power).queryByRole('button', { name: 'See the figures as a table' })).toBeNull();
  });

  it('shows how the cost falls as a table a keyboard can open', async () => {
    const { user } = await renderAccountPage(household);
    const section = await screen.findByRole('region', { name: 'What it costs to leave' });
    const broadband = await within(section).findByRole('region', { name: 'Broadband' });
    await user.click(within(broadband).getByRole('button', { name: 'See the figures as a table' }));
    const table = await within(broadband).findByRole('table', {
      name: 'What it would cost to leave Broadband, by date',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'If you leave onDevice instalmentsFee to leave earlyTotal',
      '07/12/2026$0.00$120.00$120.00',
      '07/01/2027$0.00$105.00$105.00',
      '07/08/2027$0.00$0.00$0.00',
    ]);
  });

  it('says so with a retry when it cannot load', async () => {
    await renderAccountPage(500);
    const section = await screen.findByRole('region', { name: 'What it costs to leave' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "We couldn't load what it costs to leave",
    );
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
