import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerUser, sessionView } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';
import { anInvoice, billingHandler } from './testing/billing-server';

const ID = '30000001-20261005';

describe('My Invoice', () => {
  it('shows the lines grouped by service, totals with GST, the due date and the PDF', async () => {
    const { user, router } = await renderApp(
      `/account/invoice/${ID}`,
      {},
      { handlers: [billingHandler({ details: { [`30000001/${ID}`]: anInvoice(ID) } })] },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Invoice' }),
    ).toBeInTheDocument();
    const power = screen.getByRole('region', { name: 'Electricity ICP 0001234567UN7E1' });
    expect(within(power).getByText('Daily charge')).toBeInTheDocument();
    expect(within(power).getByText('30 days')).toBeInTheDocument();
    expect(within(power).getAllByText('$57.50')).toHaveLength(2);
    expect(within(power).getByText('$115.00')).toBeInTheDocument();
    const mobile = screen.getByRole('region', { name: 'Mobile 021 123 4567' });
    expect(within(mobile).getByText('Group Plan Leader')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(
      within(totals).getByRole('group', { name: 'Total this bill (incl. GST)' }),
    ).toHaveTextContent('$230.00');
    expect(within(totals).getByRole('group', { name: 'Includes GST of' })).toHaveTextContent(
      '$30.00',
    );
    expect(
      within(totals).getByRole('group', { name: 'Amount due by 19/10/2026' }),
    ).toHaveTextContent('$245.00');
    expect(screen.queryByText(/excl\. GST/)).not.toBeInTheDocument();
    expect(screen.getByText('Unpaid')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/visibill/v2/accounts/30000001/invoices/${ID}/pdf`,
    );
    await user.click(screen.getByRole('link', { name: 'Back to My Bill History' }));
    await screen.findByRole('heading', { level: 1, name: 'My Bill History' });
    expect(router.state.location.pathname).toBe('/account/bill-history');
  });

  it('says a paid bill was paid wherever it names the amount that was due', async () => {
    await renderApp(
      `/account/invoice/${ID}`,
      {},
      {
        handlers: [
          billingHandler({ details: { [`30000001/${ID}`]: anInvoice(ID, { status: 'Paid' }) } }),
        ],
      },
    );
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(
      within(totals).getByRole('group', { name: 'Amount due by 19/10/2026 (paid)' }),
    ).toHaveTextContent('$245.00');
    expect(screen.getByText('Amount due (paid)')).toBeInTheDocument();
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('shows a business account amounts excl. GST, the GST and the total with GST', async () => {
    const invoice = anInvoice(ID, { accountCode: '30000301', displayGstInclusiveValues: false });
    await renderApp(
      `/account/invoice/${ID}`,
      {},
      {
        session: sessionView({ accountCode: '30000301' }),
        user: customerUser(['30000301']),
        handlers: [billingHandler({ details: { [`30000301/${ID}`]: invoice } })],
      },
    );
    const power = await screen.findByRole('region', { name: 'Electricity ICP 0001234567UN7E1' });
    expect(within(power).getAllByText('$50.00 excl. GST')).toHaveLength(2);
    expect(within(power).getByText('$100.00 excl. GST')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByRole('group', { name: 'Total excl. GST' })).toHaveTextContent(
      '$200.00',
    );
    expect(within(totals).getByRole('group', { name: 'GST' })).toHaveTextContent('$30.00');
    expect(within(totals).getByRole('group', { name: 'Total incl. GST' })).toHaveTextContent(
      '$230.00',
    );
  });

  it('is the 404 page for an invoice that is not on the selected account', async () => {
    // The server holds this invoice for another account only: for 30000001 it answers 404.
    await renderApp(
      `/account/invoice/${ID}`,
      {},
      { handlers: [billingHandler({ details: { [`30000002/${ID}`]: anInvoice(ID) } })] },
    );
    expect(await screen.findByText(`Page Not Found: /account/invoice/${ID}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Well that's embarrassing...",
    );
    expect(document.title).toBe('Page Not Found | Harbour');
  });
});
