import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountProducts, OffersV2 } from '@portal/contracts';
import {
  aCoreProduct,
  aMobileService,
  accountHandlers,
  anAccount,
  fibreAndPower,
  type AccountData,
} from '../../shared/accounts/testing/account-server';
import { callsOf, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { expectLinks } from '../../test/links';
import { renderApp } from '../../test/render-app';

type Offer = OffersV2['offers'][number];

function anOffer(productType: Offer['productType'], name: string, cents: number, unit = 'month') {
  return {
    offerKey: name.toUpperCase().replaceAll(' ', '_'),
    productType,
    name,
    description: `${name} plan`,
    charges: [
      {
        chargeIncludingGst: cents,
        chargeExcludingGst: Math.round(cents / 1.15),
        billFrequency: unit === 'month' ? 'Monthly' : null,
        unit,
        description: 'Plan charge',
      },
    ],
    displayCharge: cents,
  } satisfies Offer;
}

const catalogue: Offer[] = [
  anOffer('Broadband', 'Fibre Super', 9500),
  anOffer('Broadband', 'Fibre Start', 6900),
  anOffer('Voice', 'No home phone', 0),
  anOffer('Voice', 'Home Phone', 1000),
  anOffer('Mobile', 'Mobile 60GB', 5500),
  // Power rates keep fractions of a cent; the dashboard rounds to the cent.
  anOffer('Power', 'Everyday', 214.6, 'day'),
];

const offers = (overrides: Partial<OffersV2> = {}): OffersV2 => ({
  businessGroup: 'Residential',
  billFrequency: 'Monthly',
  displayGstInclusiveValues: true,
  offers: catalogue,
  ...overrides,
});

function offersHandler(answer: OffersV2 | number): Handler {
  return ({ method, path }) =>
    method === 'GET' && /^\/api\/offers\/v2\/accounts\/\d+\/offers$/.test(path)
      ? typeof answer === 'number'
        ? { status: answer, data: null }
        : { data: answer }
      : undefined;
}

function renderDashboard(data: AccountData, answer: OffersV2 | number = offers()) {
  return renderApp(
    '/',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [offersHandler(answer), ...accountHandlers({ '30000001': data })],
    },
  );
}

const offersCard = () => screen.findByRole('region', { name: 'Offers for you' });

describe('Offers for you (dashboard)', () => {
  it('lists each kind of plan on offer with its lowest price and the page that changes to it', async () => {
    await renderDashboard({
      account: anAccount('30000001'),
      products: fibreAndPower,
      mobileServices: [aMobileService()],
    });
    const card = await offersCard();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^\d+ plans?/).textContent)).toEqual([
      '2 plans, from $69.00 per month incl. GST',
      '2 plans, from $10.00 per month incl. GST',
      '1 plan, from $55.00 per month incl. GST',
      '1 plan, from $2.15 per day incl. GST',
    ]);
    expectLinks(within(card), {
      'See broadband plans': '/broadband/change-broadband-plan',
      'See home phone plans': '/broadband/change-voice-plan',
      'See mobile plans': '/mobile/change-plan',
      'See power plans': '/power/change-power-plan',
    });
  });

  it('offers sign-ups for what the account lacks, priced as the account sees prices', async () => {
    const fibreOnly: AccountProducts = {
      coreProducts: [
        aCoreProduct(['Internet'], {
          broadbandCategoryGroup: 'UFB',
          broadbandCategory: 'UFB2000/2000',
        }),
      ],
      additionalProducts: [],
    };
    await renderDashboard(
      { account: anAccount('30000001', { businessGroup: 'Business' }), products: fibreOnly },
      offers({
        businessGroup: 'Business',
        displayGstInclusiveValues: false,
        offers: [
          anOffer('Mobile', 'Business Mobile', 4000),
          anOffer('Power', 'Business', 300, 'day'),
        ],
      }),
    );
    const card = await offersCard();
    expect(within(card).getByText('1 plan, from $40.00 per month excl. GST')).toBeInTheDocument();
    expectLinks(within(card), {
      'See mobile plans': '/mobile/add-mobile-connection',
      'See power plans': '/add-power',
    });
  });

  it('offers nothing to a statements-only account', async () => {
    await renderDashboard({
      account: anAccount('30000001', {
        externalReferences: [{ type: 'FarmSourceAccountNumber', value: 'FS-1' }],
      }),
      products: fibreAndPower,
    });
    expect(await screen.findByRole('region', { name: 'Products and services' })).toBeVisible();
    expect(await screen.findByText('Power')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offers for you' })).not.toBeInTheDocument();
  });

  it('does not ask for offers without a business group (spec section 4)', async () => {
    const { fetchMock } = await renderDashboard({
      account: anAccount('30000001', { businessGroup: null }),
      products: fibreAndPower,
    });
    expect(await screen.findByRole('region', { name: 'Account details' })).toBeVisible();
    expect(callsOf(fetchMock)).not.toContain('GET /api/offers/v2/accounts/30000001/offers');
    expect(screen.queryByRole('region', { name: 'Offers for you' })).not.toBeInTheDocument();
  });

  it('shows no card and no message when offers cannot be loaded', async () => {
    const { fetchMock } = await renderDashboard(
      { account: anAccount('30000001'), products: fibreAndPower },
      403,
    );
    expect(await screen.findByRole('region', { name: 'Products and services' })).toBeVisible();
    await vi.waitFor(() => {
      expect(callsOf(fetchMock)).toContain('GET /api/offers/v2/accounts/30000001/offers');
    });
    expect(screen.queryByRole('region', { name: 'Offers for you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
