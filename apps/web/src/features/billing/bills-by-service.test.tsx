import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillsByService } from '@portal/contracts';
import { renderApp } from '../../test/render-app';
import { aBill, billingHandler } from './testing/billing-server';

const service = (title: string, amount: number) => ({ serviceGroup: title, title, amount });

function billsByService(count: number, displayGstInclusiveValues = true): BillsByService {
  return {
    displayGstInclusiveValues,
    bills: Array.from({ length: count }, (_, index) => {
      const month = String(index + 1).padStart(2, '0');
      const power = 15_000 + index * 1_000;
      return {
        invoiceId: `30000001-2026${month}05`,
        billDate: `2026-${month}-05`,
        amount: power + 9_500 + 4_000,
        services: [
          service('Electricity', power),
          service('Broadband', 9_500),
          service('Mobile', 4_000),
        ],
      };
    }),
  };
}

describe('My Bill History: the last bills by service', () => {
  it('draws the bills as stacked bars with a legend, a summary and the same figures as a table', async () => {
    const { user } = await renderApp(
      '/account/bill-history',
      {},
      {
        handlers: [
          billingHandler({
            invoices: [aBill('30000001-20261205')],
            billsByService: billsByService(12),
          }),
        ],
      },
    );
    const section = await screen.findByRole('region', { name: 'Your last 12 bills by service' });
    expect(
      within(section).getByText(
        'Your bills averaged $340.00; the highest was $395.00 on 05/12/2026.',
      ),
    ).toBeInTheDocument();
    const legend = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual(['Electricity', 'Broadband', 'Mobile']);
    const chart = within(section).getByRole('application', { name: 'Bills by service, incl. GST' });
    act(() => {
      chart.focus();
    });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Bill of 05/01/2026: $285.00; Electricity $150.00, Broadband $95.00, Mobile $40.00',
    );
    await user.keyboard('{End}');
    expect(within(section).getByRole('status')).toHaveTextContent('Bill of 05/12/2026: $395.00');
    fireEvent.keyDown(chart, { key: 'Escape' });

    await user.click(within(section).getByRole('button', { name: 'See the figures as a table' }));
    const table = await within(section).findByRole('table', { name: 'Each bill by service' });
    const [head, newest] = within(table).getAllByRole('row');
    expect(head).toHaveTextContent('Bill dateElectricityBroadbandMobileTotal');
    expect(newest).toHaveTextContent('05/12/2026$260.00$95.00$40.00$395.00');
  });

  it('marks a business account’s figures excl. GST', async () => {
    const { user } = await renderApp(
      '/account/bill-history',
      {},
      {
        handlers: [
          billingHandler({
            displayGstInclusiveValues: false,
            invoices: [aBill('30000001-20260105')],
            billsByService: billsByService(1, false),
          }),
        ],
      },
    );
    const section = await screen.findByRole('region', { name: 'Your bill by service' });
    expect(within(section).getByText(/averaged \$285\.00 excl\. GST/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'See the figures as a table' }));
    expect(
      await within(section).findByRole('table', { name: 'Each bill by service, excl. GST' }),
    ).toBeInTheDocument();
  });

  it('leaves the chart out while there are no bills', async () => {
    await renderApp('/account/bill-history', {}, { handlers: [billingHandler({})] });
    expect(await screen.findByText(/There are no bills on this account yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /by service/ })).not.toBeInTheDocument();
  });
});
