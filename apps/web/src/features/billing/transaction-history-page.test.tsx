import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { aTransaction, billingHandler } from './testing/billing-server';
import { freezeDateAt } from '../../test/freeze-date';

const entries = [
  aTransaction(3, {
    date: '2026-11-19',
    transactionType: 'Payment',
    description: 'Direct debit payment - thank you',
    amount: -56098,
    balanceAfter: 0,
  }),
  aTransaction(2, {
    date: '2026-11-05',
    description: 'Invoice 30000001-20261105',
    amount: 56098,
    balanceAfter: 56098,
  }),
  aTransaction(1, {
    date: '2026-10-06',
    transactionType: 'Credit',
    description: 'Loyalty credit',
    amount: -2000,
    balanceAfter: -2000,
  }),
];

const transactionCalls = (fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://portal.test'))
    .filter((url) => url.pathname.endsWith('/transactions'))
    .map((url) => url.search);

describe('Transaction history', () => {
  freezeDateAt('2026-11-21T01:00:00Z');

  it('lists the last 6 months with the running balance and offers that period as CSV', async () => {
    const { fetchMock } = await renderApp(
      '/account/transaction-history',
      {},
      { handlers: [billingHandler({ transactions: entries })] },
    );
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['19/11/2026', 'Payment', 'Direct debit payment - thank you', '-$560.98', '$0.00'],
      ['05/11/2026', 'Invoice', 'Invoice 30000001-20261105', '$560.98', '$560.98'],
      ['06/10/2026', 'Credit', 'Loyalty credit', '-$20.00', '$20.00 in credit'],
    ]);
    expect(transactionCalls(fetchMock)).toEqual(['?from=2026-05-22&to=2026-11-21']);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/visibill/v2/accounts/30000001/transactions.csv?from=2026-05-22&to=2026-11-21',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '22/05/2026 to 21/11/2026: 3 transactions',
    );
  });

  it('changes the period: last 12 months, then chosen dates, refusing a start after the end', async () => {
    const { fetchMock, user } = await renderApp(
      '/account/transaction-history',
      {},
      { handlers: [billingHandler({ transactions: [] })] },
    );
    expect(
      await screen.findByText(/No invoices, payments or credits in this period/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    await waitFor(() => {
      expect(transactionCalls(fetchMock)).toContain('?from=2025-11-22&to=2026-11-21');
    });

    await user.click(screen.getByRole('radio', { name: 'Choose dates' }));
    const from = screen.getByLabelText(/From/);
    const to = screen.getByLabelText(/To/);
    await user.type(from, '01/03/2026');
    await user.type(to, '01/02/2026');
    await user.click(screen.getByRole('button', { name: 'Show transactions' }));
    expect(
      screen.getByText('The start date must be on or before the end date.'),
    ).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, '31/03/2026');
    await user.click(screen.getByRole('button', { name: 'Show transactions' }));
    await waitFor(() => {
      expect(transactionCalls(fetchMock)).toContain('?from=2026-03-01&to=2026-03-31');
    });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/visibill/v2/accounts/30000001/transactions.csv?from=2026-03-01&to=2026-03-31',
    );
  });
});
