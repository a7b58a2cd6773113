import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpcomingCharges } from '@portal/contracts';
import { expectLinks } from '../../test/links';
import { renderApp } from '../../test/render-app';
import { aBill, billingHandler } from './testing/billing-server';

const bills = [
  aBill('30000001-20261105', {
    billDate: '2026-11-05',
    periodStart: '2026-10-05',
    periodEnd: '2026-11-04',
    dueDate: '2026-11-19',
    amountIncludingGst: 56098,
    amountExcludingGst: 48781,
    status: 'Issued',
  }),
  aBill('30000001-20261005', { amountIncludingGst: 123456, status: 'Paid' }),
  aBill('30000001-20260905', { billDate: '2026-09-05', status: 'Overdue' }),
];

const desktopMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');
afterEach(() => {
  if (desktopMatchMedia !== undefined)
    Object.defineProperty(window, 'matchMedia', desktopMatchMedia);
});

describe('My Bill History', () => {
  it('lists the bills newest first with period, amount, due date, status, bill and PDF links', async () => {
    await renderApp(
      '/account/bill-history',
      {},
      { handlers: [billingHandler({ invoices: bills })] },
    );
    const table = await screen.findByRole('table', { name: 'Bills' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('05/11/2026')).toBeInTheDocument();
    expect(first.getByText('05/10/2026 to 04/11/2026')).toBeInTheDocument();
    expect(first.getByText('$560.98')).toBeInTheDocument();
    expect(first.getByText('19/11/2026')).toBeInTheDocument();
    expect(first.getByText('Unpaid')).toBeInTheDocument();
    expectLinks(first, {
      'View bill of 05/11/2026': '/account/invoice/30000001-20261105',
      'Download PDF of bill of 05/11/2026':
        '/api/visibill/v2/accounts/30000001/invoices/30000001-20261105/pdf',
    });
    expect(within(rows[1] as HTMLElement).getByText('$1,234.56')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Overdue')).toBeInTheDocument();
  });

  it('shows GST-exclusive amounts, labelled so, to a business account', async () => {
    await renderApp(
      '/account/bill-history',
      {},
      { handlers: [billingHandler({ invoices: bills, displayGstInclusiveValues: false })] },
    );
    const table = await screen.findByRole('table', { name: 'Bills' });
    expect(
      within(table).getByRole('columnheader', { name: 'Amount excl. GST' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('$487.81')).toBeInTheDocument();
    expect(within(table).queryByText('$560.98')).not.toBeInTheDocument();
  });

  it('stacks the bills as a list on a phone', async () => {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): Partial<MediaQueryList> => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    await renderApp(
      '/account/bill-history',
      {},
      { handlers: [billingHandler({ invoices: bills })] },
    );
    const list = await screen.findByRole('list', { name: 'Bills' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByText('Bill of 05/11/2026')).toBeInTheDocument();
  });

  it('says so when there are no bills yet', async () => {
    await renderApp('/account/bill-history', {}, { handlers: [billingHandler({ invoices: [] })] });
    expect(await screen.findByText(/There are no bills on this account yet/)).toBeInTheDocument();
  });

  it('says a failed load failed, and tries again on request', async () => {
    const data = { invoices: bills, failing: ['invoices'] };
    const { user } = await renderApp(
      '/account/bill-history',
      {},
      { handlers: [billingHandler(data)] },
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Oops, something went wrong');
    data.failing = [];
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Bills' })).toBeInTheDocument();
  });

  describe('your next bill', () => {
    const upcoming = (displayGstInclusiveValues: boolean): UpcomingCharges => ({
      billDate: '2026-12-05',
      groups: [
        {
          serviceGroup: 'Mobile',
          serviceEntity: '0271234569',
          title: 'Mobile 027 123 4569',
          lines: [
            {
              description: 'Group Member Plus',
              quantity: null,
              amountIncludingGst: 3500,
              amountExcludingGst: 3043,
            },
            {
              description: '5GB Data Pack',
              quantity: null,
              amountIncludingGst: 1000,
              amountExcludingGst: 870,
            },
          ],
          subtotalIncludingGst: 4500,
          subtotalExcludingGst: 3913,
        },
      ],
      totalIncludingGst: 4500,
      totalExcludingGst: 3913,
      displayGstInclusiveValues,
    });

    it('shows the regular charges of the next bill so far, and opens to each line', async () => {
      const { user } = await renderApp(
        '/account/bill-history',
        {},
        { handlers: [billingHandler({ invoices: bills, upcomingCharges: upcoming(true) })] },
      );
      const section = await screen.findByRole('region', { name: 'Your next bill' });
      expect(section).toHaveTextContent(
        'Regular charges on your bill of 05/12/2026 so far: $45.00',
      );
      await user.click(within(section).getByRole('button', { name: 'See these charges' }));
      const mobile = await within(section).findByRole('region', { name: 'Mobile 027 123 4569' });
      expect(within(mobile).getByText('Group Member Plus')).toBeInTheDocument();
      expect(within(mobile).getByText('$35.00')).toBeInTheDocument();
      expect(within(mobile).getByText('$10.00')).toBeInTheDocument();
    });

    it('shows a business account its next bill without GST, labelled so', async () => {
      await renderApp(
        '/account/bill-history',
        {},
        {
          handlers: [
            billingHandler({
              invoices: bills,
              displayGstInclusiveValues: false,
              upcomingCharges: upcoming(false),
            }),
          ],
        },
      );
      const section = await screen.findByRole('region', { name: 'Your next bill' });
      expect(section).toHaveTextContent('so far: $39.13 excl. GST');
    });

    it('is left out for an account with no bill to come', async () => {
      await renderApp(
        '/account/bill-history',
        {},
        { handlers: [billingHandler({ invoices: bills })] },
      );
      await screen.findByRole('table', { name: 'Bills' });
      expect(screen.queryByRole('region', { name: 'Your next bill' })).not.toBeInTheDocument();
    });
  });
});
