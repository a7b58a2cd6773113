import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillChanges } from '@portal/contracts';
import { customerUser, sessionView } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';
import { anInvoice, billingHandler } from './testing/billing-server';

const ID = '30000001-20261205';
const PREVIOUS = '30000001-20261105';

function someChanges(overrides: Partial<BillChanges> = {}): BillChanges {
  return {
    bill: { invoiceId: ID, billDate: '2026-12-05', amount: 60_000 },
    previous: { invoiceId: PREVIOUS, billDate: '2026-11-05', amount: 47_660 },
    difference: 12_340,
    changes: [
      {
        kind: 'usage',
        serviceGroup: 'Electricity',
        serviceEntity: '0001234567UN7E1',
        title: 'Electricity ICP 0001234567UN7E1',
        text: 'Anytime use down 39 kWh: 480 kWh this bill, 519 kWh on the previous bill',
        difference: -2_560,
      },
      {
        kind: 'oneOff',
        serviceGroup: 'Internet',
        serviceEntity: 'INT-3000000101',
        title: 'Broadband INT-3000000101',
        text: 'One-off charge: Technician visit to move the fibre wall socket',
        difference: 14_900,
      },
    ],
    displayGstInclusiveValues: true,
    ...overrides,
  };
}

describe('What changed since the previous bill, on My Invoice', () => {
  it('says how much the bill moved and each change in words, with what it adds or takes off', async () => {
    const { user, router } = await renderApp(
      `/account/invoice/${ID}`,
      {},
      {
        handlers: [
          billingHandler({
            details: {
              [`30000001/${ID}`]: anInvoice(ID),
              [`30000001/${PREVIOUS}`]: anInvoice(PREVIOUS),
            },
            changes: { [`30000001/${ID}`]: someChanges() },
          }),
        ],
      },
    );
    const section = await screen.findByRole('region', {
      name: 'What changed since the previous bill',
    });
    expect(
      await within(section).findByText(
        'This bill is $123.40 more than the previous bill of 05/11/2026 ($476.60).',
      ),
    ).toBeInTheDocument();
    const items = within(
      within(section).getByRole('list', { name: 'Changes from the previous bill' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Anytime use down 39 kWh: 480 kWh this bill, 519 kWh on the previous billElectricity ICP 0001234567UN7E1-$25.60',
      'One-off charge: Technician visit to move the fibre wall socketBroadband INT-3000000101+$149.00',
    ]);
    await user.click(
      within(section).getByRole('link', { name: 'View the previous bill of 05/11/2026' }),
    );
    await screen.findByText(`Invoice ${PREVIOUS}`);
    expect(router.state.location.pathname).toBe(`/account/invoice/${PREVIOUS}`);
  });

  it('gives a business account its amounts excl. GST', async () => {
    const changes = someChanges({ displayGstInclusiveValues: false });
    await renderApp(
      `/account/invoice/${ID}`,
      {},
      {
        session: sessionView({ accountCode: '30000301' }),
        user: customerUser(['30000301']),
        handlers: [
          billingHandler({
            details: { [`30000301/${ID}`]: anInvoice(ID, { displayGstInclusiveValues: false }) },
            changes: { [`30000301/${ID}`]: changes },
          }),
        ],
      },
    );
    expect(
      await screen.findByText(
        'This bill is $123.40 excl. GST more than the previous bill of 05/11/2026 ($476.60 excl. GST).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('+$149.00 excl. GST')).toBeInTheDocument();
  });

  it('says there is nothing to compare on the first bill', async () => {
    await renderApp(
      `/account/invoice/${ID}`,
      {},
      { handlers: [billingHandler({ details: { [`30000001/${ID}`]: anInvoice(ID) } })] },
    );
    expect(
      await screen.findByText(
        'This is the first bill on this account, so there is no earlier bill to compare it with.',
      ),
    ).toBeInTheDocument();
  });

  it('offers another try when the changes cannot be read, and still shows the bill', async () => {
    await renderApp(
      `/account/invoice/${ID}`,
      {},
      {
        handlers: [
          billingHandler({
            details: { [`30000001/${ID}`]: anInvoice(ID) },
            failing: [`invoices/${ID}/changes`],
          }),
        ],
      },
    );
    const section = await screen.findByRole('region', {
      name: 'What changed since the previous bill',
    });
    expect(await within(section).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals' })).toBeInTheDocument();
  });
});
