import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, toNzDateKey } from '@portal/domain';
import type {
  BillingSummary,
  InternetServiceDetails,
  MobileAlert,
  AccountProducts,
} from '@portal/contracts';
import {
  aMobileService,
  accountHandlers,
  anAccount,
  anInternetService,
  fibreAndPower,
  type AccountData,
} from '../../shared/accounts/testing/account-server';
import { callsOf, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { expectLinks } from '../../test/links';
import { renderApp } from '../../test/render-app';

interface Extra {
  gst?: boolean | number;
  internetServices?: InternetServiceDetails[] | number;
  mobileAlerts?: MobileAlert[] | number;
  billingSummary?: BillingSummary | number;
}

const answer = (value: unknown) =>
  typeof value === 'number' ? { status: value, data: null } : { data: value };

/** The dashboard's own calls beside the three account calls of shared/accounts. */
function dashboardHandler(extras: Record<string, Extra>): Handler {
  return ({ method, path }) => {
    const match =
      /^\/api\/(?:accounts\/(\d+)\/(gst|internetServices|mobileAlerts)|visibill\/v2\/accounts\/(\d+)\/billingSummary)$/.exec(
        path,
      );
    if (method !== 'GET' || match === null) return undefined;
    const [, code, part, billingCode] = match;
    const extra = extras[code ?? billingCode ?? ''] ?? {};
    if (billingCode !== undefined) return answer(extra.billingSummary ?? 404);
    if (part === 'gst') {
      const gst = extra.gst ?? true;
      return typeof gst === 'number' ? answer(gst) : answer({ displayGstInclusiveValues: gst });
    }
    if (part === 'internetServices') return answer(extra.internetServices ?? []);
    return answer(extra.mobileAlerts ?? []);
  };
}

function renderDashboard(
  codes: string[],
  accounts: Record<string, AccountData>,
  extras: Record<string, Extra> = {},
) {
  return renderApp(
    '/',
    {},
    {
      user: customerUser(codes),
      session: sessionView({ accountCode: codes[0] ?? null }),
      handlers: [dashboardHandler(extras), ...accountHandlers(accounts)],
    },
  );
}

const lastBill = (incl: number, excl: number): BillingSummary['lastBill'] => ({
  invoiceId: 'INV-1',
  billDate: '2026-10-05',
  dueDate: '2026-10-20',
  amountIncludingGst: incl,
  amountExcludingGst: excl,
  status: 'Issued',
});

const card = (name: string) => screen.findByRole('region', { name });

describe('My Dashboard', () => {
  it('shows the owner, address joined by commas, next bill, status, balance and products', async () => {
    const tomorrow = addDays(toNzDateKey(new Date()), 1);
    const account = anAccount('30000001', {
      accountName: 'Ngata Household',
      billCycle: { ...anAccount('30000001').billCycle, nextBillDate: tomorrow },
    });
    const products: AccountProducts = {
      ...fibreAndPower,
      additionalProducts: [
        { service: 'email', category: 'EMAIL_STANDARD', name: 'Email, up to 5 mailboxes' },
      ],
    };
    await renderDashboard(
      ['30000001'],
      { '30000001': { account, products, mobileServices: [aMobileService()] } },
      {
        '30000001': {
          internetServices: [anInternetService({ blockingStatus: 'Blocked' })],
          billingSummary: { balance: 12345, lastBill: lastBill(20000, 17391) },
          mobileAlerts: [
            {
              kind: 'DataNearlyUsed',
              serviceEntity: '0211234567',
              title: 'Data nearly used',
              message: '021 123 4567 has used 85% of 60.0 GB this bill period.',
            },
          ],
        },
      },
    );
    const details = await card('Account details');
    expect(within(details).getByText('Aroha Ngata')).toBeInTheDocument();
    expect(within(details).getByText('12 Kōwhai Street, Auckland, 1011, NZ')).toBeInTheDocument();
    expect(within(details).getByText('Monthly on the 5th')).toBeInTheDocument();
    expect(within(details).getByText('Tomorrow')).toBeInTheDocument();
    expect(await within(details).findByText('Blocked')).toBeInTheDocument();

    const balance = await card('Balance and bills');
    expect(await within(balance).findByText('$123.45')).toBeInTheDocument();
    expect(within(balance).getByText(/\$200\.00 on 05\/10\/2026/)).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/account/payment',
    );

    const listed = await card('Products and services');
    await within(listed).findByRole('link', { name: 'Power' });
    expectLinks(within(listed), {
      Power: '/power',
      Broadband: '/broadband',
      // A number's row opens the mobile area on that number (spec section 2's serviceEntity).
      Mobile: '/mobile?serviceEntity=0211234567',
      Email: '/account/email-management',
    });
    // Catalogue names, not codes; the plan key stays as small print for support calls.
    expect(within(listed).getByText('Fibre Super')).toBeInTheDocument();
    expect(within(listed).getByText('Everyday Power')).toBeInTheDocument();
    expect(within(listed).getByText('Email, up to 5 mailboxes')).toBeInTheDocument();
    expect(within(listed).queryByText('EMAIL_STANDARD')).not.toBeInTheDocument();
    expect(within(listed).queryByText('UFB1000/500')).not.toBeInTheDocument();
    expect(
      screen.getByText('021 123 4567 has used 85% of 60.0 GB this bill period.'),
    ).toBeInTheDocument();
  });

  it('gives a farm-source account statements only: no Pay now, no sign-ups, no links to mobile or power', async () => {
    const farm = anAccount('30000201', {
      externalReferences: [{ type: 'FarmSourceAccountNumber', value: 'FS-1' }],
    });
    await renderDashboard(
      ['30000201'],
      { '30000201': { account: farm, products: fibreAndPower } },
      { '30000201': { billingSummary: { balance: 5000, lastBill: lastBill(5000, 4348) } } },
    );
    const statements = await card('Your statements');
    expect(await within(statements).findByText('$50.00')).toBeInTheDocument();
    expect(within(statements).getByRole('link', { name: 'View statements' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Do more with your account' }),
    ).not.toBeInTheDocument();
    const listed = await card('Products and services');
    expect(await within(listed).findByText('Power')).toBeInTheDocument();
    expect(within(listed).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a view-only user no payment, sign-up or offer, and says she has view-only access', async () => {
    await renderDashboard(
      ['30000001'],
      {
        '30000001': {
          account: anAccount('30000001', { roles: ['AccountRead'] }),
          products: fibreAndPower,
          mobileServices: [aMobileService()],
        },
      },
      { '30000001': { billingSummary: { balance: 12345, lastBill: lastBill(20000, 17391) } } },
    );
    expect(await screen.findByText('You have view-only access to this account')).toBeVisible();
    expect(
      screen.getByText(
        /only the account holder can pay, order services, change plans or book a move/,
      ),
    ).toBeVisible();
    const balance = await card('Balance and bills');
    expect(await within(balance).findByText('$123.45')).toBeInTheDocument();
    expect(within(balance).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(balance).queryByRole('link', { name: 'Make a payment' })).not.toBeInTheDocument();
    expect(await within(balance).findByRole('link', { name: 'View bill history' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Do more with your account' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a mobile connection' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offers for you' })).not.toBeInTheDocument();
  });

  it('makes Pay now the lead only while something is owing; in credit it says nothing is owing', async () => {
    await renderDashboard(
      ['30000001'],
      { '30000001': { account: anAccount('30000001'), products: fibreAndPower } },
      { '30000001': { billingSummary: { balance: -1500, lastBill: lastBill(20000, 17391) } } },
    );
    const balance = await card('Balance and bills');
    expect(await within(balance).findByText(/\$15\.00/)).toBeInTheDocument();
    expect(within(balance).getByText(/in credit/)).toBeInTheDocument();
    expect(within(balance).getByText('Nothing is owing on this account right now.')).toBeVisible();
    expect(within(balance).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
      'href',
      '/account/payment',
    );
    expect(screen.queryByText('You have view-only access to this account')).not.toBeInTheDocument();
  });

  it('shows a business account amounts to pay incl. GST, says so, and gives the bill excl. GST too', async () => {
    const business = anAccount('30000301', { businessGroup: 'Business' });
    await renderDashboard(
      ['30000301'],
      { '30000301': { account: business, products: fibreAndPower } },
      {
        '30000301': {
          gst: false,
          // $230.00 is owed (amounts to pay include GST); the bill says its own excl. figure.
          billingSummary: { balance: 23000, lastBill: lastBill(11500, 10000) },
        },
      },
    );
    const balance = await card('Balance and bills');
    expect(await within(balance).findByText('$230.00')).toBeInTheDocument();
    expect(within(balance).getByText('incl. GST')).toBeInTheDocument();
    expect(within(balance).getByText(/\$115\.00/)).toBeInTheDocument();
    expect(within(balance).getByText('incl. GST ($100.00 excl. GST)')).toBeInTheDocument();
    expect(within(balance).queryByText(/\$200\.00/)).not.toBeInTheDocument();
  });

  it('shows a prepay account without bills or Pay now, offering a top-up', async () => {
    // Someone who also holds a postpay account keeps the dashboard when viewing the prepay
    // one (a prepay-only log-in has the mobile area as home: account-guards, routes).
    const { fetchMock } = await renderDashboard(['30000101', '30000001'], {
      '30000001': { account: anAccount('30000001'), products: fibreAndPower },
      '30000101': {
        account: anAccount('30000101', { businessGroup: 'Prepay' }),
        products: { coreProducts: [], additionalProducts: [] },
        mobileServices: [
          { ...aMobileService('mobile2_linerental'), serviceEntity: '0201234570', isPrepay: true },
        ],
      },
    });
    const details = await card('Account details');
    expect(within(details).getByText('Prepay')).toBeInTheDocument();
    expect(within(details).queryByText('Next bill')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance and bills' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Top up your prepay number' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('020 123 4570')).toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain(
      'GET /api/visibill/v2/accounts/30000101/billingSummary',
    );
  });

  it('marks flexi billing and a cancelled account', async () => {
    await renderDashboard(
      ['30000401'],
      {
        '30000401': {
          account: anAccount('30000401', {
            dateCancelled: '2026-08-21',
            billCycle: { ...anAccount('30000401').billCycle, billFrequency: 'Fortnightly' },
          }),
          products: fibreAndPower,
        },
      },
      { '30000401': { billingSummary: { balance: 0, lastBill: null } } },
    );
    const details = await card('Account details');
    expect(within(details).getByText('Billed fortnightly')).toBeInTheDocument();
    expect(within(details).getByText(formatDate('2026-08-21'))).toBeInTheDocument();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    // Closed and owing nothing: nothing to pay, and no sign-ups.
    const balance = await card('Balance and bills');
    expect(await within(balance).findByText('$0.00')).toBeInTheDocument();
    expect(within(balance).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(balance).getByText(/No bills yet/)).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Do more with your account' }),
    ).not.toBeInTheDocument();
  });

  it('shows nothing and no message for loads that fail (4xx: not retried), and Inactive without services', async () => {
    await renderDashboard(
      ['30000001'],
      { '30000001': { account: anAccount('30000001'), products: 403, mobileServices: 403 } },
      { '30000001': { billingSummary: 404, mobileAlerts: 403, internetServices: [] } },
    );
    const details = await card('Account details');
    expect(await within(details).findByText('Inactive')).toBeInTheDocument();
    const balance = await card('Balance and bills');
    expect(within(balance).queryByText('Balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText(/No products or services on this account/)).toBeInTheDocument();
  });

  it('says so, with a retry, when the account itself cannot be loaded', async () => {
    await renderDashboard(['30000001'], { '30000001': { account: 404 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load account 30000001');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
