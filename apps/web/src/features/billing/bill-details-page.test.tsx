import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { renderApp } from '../../test/render-app';
import { billingHandler } from './testing/billing-server';
import { freezeDateAt } from '../../test/freeze-date';

const account = anAccount('30000001', {
  billCycle: {
    ...anAccount('30000001').billCycle,
    lastBilledDate: '2026-11-05',
    nextBillDate: '2026-12-05',
  },
});
const billDates = [
  { billDate: '2026-11-05' },
  { billDate: '2026-10-05' },
  { billDate: '2026-09-05' },
];

describe('Billing details', () => {
  // The next bill is tomorrow in Auckland (04/12/2026, 10 am NZDT).
  freezeDateAt('2026-12-03T21:00:00Z');

  it('shows the bill cycle, Tomorrow for a bill due tomorrow, and the bill dates newest first', async () => {
    await renderApp(
      '/account/bill-details',
      {},
      {
        handlers: [...accountHandlers({ '30000001': { account } }), billingHandler({ billDates })],
      },
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Monthly on the 5th' }),
    ).toBeInTheDocument();
    const facts = (label: string) => screen.getByText(label).nextElementSibling;
    expect(facts('Bill frequency')).toHaveTextContent('Monthly');
    expect(facts('Billing period')).toHaveTextContent('Monthly');
    expect(facts('Next bill date')).toHaveTextContent('Tomorrow');
    expect(facts('Last bill date')).toHaveTextContent('05/11/2026');
    expect(facts('Billing address')).toHaveTextContent('12 Kōwhai Street, Auckland, 1011');
    const list = await screen.findByRole('list', { name: 'Bill dates, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['05/11/2026', '05/10/2026', '05/09/2026']);
  });

  it('says Today on the bill date, and that there are no bill dates yet', async () => {
    vi.setSystemTime(new Date('2026-12-04T21:00:00Z'));
    await renderApp(
      '/account/bill-details',
      {},
      {
        handlers: [
          ...accountHandlers({ '30000001': { account } }),
          billingHandler({ billDates: [] }),
        ],
      },
    );
    await screen.findByRole('heading', { level: 2, name: 'Monthly on the 5th' });
    expect(screen.getByText('Next bill date').nextElementSibling).toHaveTextContent('Today');
    expect(await screen.findByText(/No bills yet/)).toBeInTheDocument();
  });
});
