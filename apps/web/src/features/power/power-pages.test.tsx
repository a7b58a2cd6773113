import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountOrder, PowerConnection, PowerPlans } from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import {
  accountHandlers,
  anAccount,
  fibreAndPower,
} from '../../shared/accounts/testing/account-server';
import { customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const POWER = '/api/accounts/30000001/power';
const today = toNzDateKey(new Date());

const everyday = {
  planKey: 'ELECTRICITY',
  name: 'Everyday Power',
  description: 'One simple anytime rate.',
  userType: 'Standard',
  rates: [
    { rateType: 'Daily', unit: 'day' as const, centsIncludingGst: 276, centsExcludingGst: 240 },
    {
      rateType: 'Anytime',
      unit: 'kWh' as const,
      centsIncludingGst: 27.85,
      centsExcludingGst: 24.22,
    },
  ],
};
const saver = {
  ...everyday,
  planKey: 'ELECTRICITY_SAVER',
  name: 'Bundle Saver Power',
  description: 'Our best rate.',
  rates: [
    { rateType: 'Daily', unit: 'day' as const, centsIncludingGst: 259.9, centsExcludingGst: 226 },
    {
      rateType: 'Anytime',
      unit: 'kWh' as const,
      centsIncludingGst: 26.4,
      centsExcludingGst: 22.96,
    },
  ],
};

function aConnection(overrides: Partial<PowerConnection> = {}): PowerConnection {
  return {
    icpNumber: '0001234567UN7E1',
    address: '12 Kōwhai Street, Ponsonby, Auckland',
    networkCompany: 'Vector',
    status: 'Active',
    startDate: '2023-11-21',
    plan: everyday,
    meters: [
      { meterSerial: 'MTR-4400127', meterType: 'Smart', registerContent: 'Anytime', isSmart: true },
    ],
    readings: [
      {
        meterSerial: 'MTR-4400127',
        readAt: '2026-11-04T17:00:00.000Z',
        readingKwh: 41_200,
        readingType: 'Estimated',
        source: 'Estimate',
        meterChanged: false,
      },
      {
        meterSerial: 'MTR-4400127',
        readAt: '2026-10-04T17:00:00.000Z',
        readingKwh: 40_600,
        readingType: 'Actual',
        source: 'Smart meter',
        meterChanged: false,
      },
    ],
    consumption: [
      { from: '2026-09-05', to: '2026-10-05', days: 30, kwh: 660, estimated: false },
      { from: '2026-10-05', to: '2026-11-05', days: 31, kwh: 600, estimated: true },
    ],
    siteAccess: {
      meterLocation: 'By the front door',
      accessNotes: '',
      hasDog: false,
      otherHazards: '',
    },
    displayGstInclusiveValues: true,
    nextBillDate: addDays(today, 10),
    ...overrides,
  };
}

const plans: PowerPlans = {
  currentPlanKey: 'ELECTRICITY',
  plans: [everyday, saver],
  displayGstInclusiveValues: true,
  nextBillDate: addDays(today, 10),
  today,
  latestDate: addDays(today, 90),
};

interface Served {
  sent: { path: string; body: unknown; headers?: unknown }[];
}

function serve(options: {
  connection?: PowerConnection;
  orders?: AccountOrder[];
  roles?: ('AccountOwner' | 'AccountRead')[];
  products?: typeof fibreAndPower;
  post?: (path: string, body: unknown) => { status?: number; data: unknown } | undefined;
}) {
  const served: Served = { sent: [] };
  const power: Handler = ({ method, path, body }) => {
    if (method !== 'GET') {
      served.sent.push({ path, body });
      return options.post?.(path, body);
    }
    if (path === POWER) return { data: options.connection ?? aConnection() };
    if (path === `${POWER}/plans`) return { data: plans };
    if (path === '/api/sales/v3/ordering/accounts/30000001/orders') {
      return { data: options.orders ?? [] };
    }
    if (path === `${POWER}/icpLookup`) {
      return {
        data: [
          {
            icpNumber: '0003456789WE5D2',
            address: '22 Grey Street, Hamilton East, Hamilton',
            networkCompany: 'WEL Networks',
          },
        ],
      };
    }
    return undefined;
  };
  const handlers = [
    power,
    ...accountHandlers({
      '30000001': {
        account: anAccount('30000001', { roles: options.roles ?? ['AccountOwner'] }),
        products: options.products ?? fibreAndPower,
      },
    }),
  ];
  return { served, handlers };
}

const open = (path: string, handlers: Handler[]) =>
  renderApp(
    path,
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers,
    },
  );

describe('power home', () => {
  it('shows the ICP, plan rates incl. GST, readings and a described usage chart', async () => {
    const { handlers } = serve({});
    await open('/power', handlers);
    expect(await screen.findByText('0001234567UN7E1')).toBeInTheDocument();
    expect(screen.getByText('Vector')).toBeInTheDocument();
    const rates = screen.getByRole('table', { name: /Everyday Power rates/ });
    expect(within(rates).getByText('$2.76 a day')).toBeInTheDocument();
    expect(within(rates).getByText('27.85c per kWh')).toBeInTheDocument();
    const readings = screen.getByRole('table', { name: /Recent meter readings/ });
    expect(within(readings).getByText('Estimated')).toBeInTheDocument();
    expect(within(readings).getByText('Actual')).toBeInTheDocument();
    // The chart is loaded lazily, after the rest of the page.
    expect(
      await screen.findByText(/On average you used 20\.7 kWh a day over 2 periods/, undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Power used between readings' })).toBeInTheDocument();
  });

  it('says the products failed to load, with a retry, rather than leave /power', async () => {
    const { handlers } = serve({});
    let failing = true;
    const products: Handler = ({ method, path }) =>
      method === 'GET' && path === '/api/accounts/30000001/products' && failing
        ? { status: 503, data: null }
        : undefined;
    const { router, user } = await open('/power', [products, ...handlers]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/couldn.t load your account.s products/);
    expect(router.state.location.pathname).toBe('/power');
    expect(screen.queryByText('0001234567UN7E1')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0001234567UN7E1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/power');
  });

  it('shows GST-exclusive rates to an account that sees prices without GST', async () => {
    const { handlers } = serve({ connection: aConnection({ displayGstInclusiveValues: false }) });
    await open('/power', handlers);
    expect(await screen.findByText('$2.40 a day excl. GST')).toBeInTheDocument();
  });

  it('lists a pending plan change', async () => {
    const { handlers } = serve({
      orders: [
        {
          orderId: 'o1',
          orderType: 'PowerPlanChange',
          status: 'Pending',
          summary: 'Power plan change to Bundle Saver Power',
          requestedDateOfProvisioning: '2026-12-05',
          createdAt: '2026-11-21T01:00:00.000Z',
        },
      ],
    });
    await open('/power', handlers);
    expect(
      await screen.findByText('Power plan change to Bundle Saver Power, from 05/12/2026'),
    ).toBeInTheDocument();
  });
});

describe('meter reading', () => {
  it('refuses a reading below the last actual one before sending, then sends a good one', async () => {
    const { served, handlers } = serve({
      post: (_path, body) => ({
        data: {
          meterSerial: 'MTR-4400127',
          readAt: new Date().toISOString(),
          readingKwh: (body as { readingKwh: number }).readingKwh,
          readingType: 'Actual',
          source: 'Customer',
          meterChanged: false,
        },
      }),
    });
    const { user } = await open('/power/meter-reading', handlers);
    const input = await screen.findByLabelText(/^Reading \(kWh\)/);
    await user.type(input, '40000');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(
      await screen.findByText(/lower than your last actual reading of 40,600 kWh/),
    ).toBeInTheDocument();
    expect(served.sent).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '41300');
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /your meter reading of 41,300 kWh .* has been received/,
    );
    expect(served.sent).toEqual([
      {
        path: `${POWER}/meterReadings`,
        body: { meterSerial: 'MTR-4400127', readingKwh: 41_300, meterChanged: false },
      },
    ]);
  });

  it('sends a lower reading when the meter was changed', async () => {
    const { served, handlers } = serve({ post: () => ({ data: aConnection().readings[1] }) });
    const { user } = await open('/power/meter-reading', handlers);
    await user.type(await screen.findByLabelText(/^Reading \(kWh\)/), '12');
    await user.click(
      screen.getByLabelText('My meter was changed or replaced since my last reading'),
    );
    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    await expect.poll(() => served.sent.length).toBe(1);
    expect(served.sent[0]?.body).toMatchObject({ readingKwh: 12, meterChanged: true });
  });

  it('offers no form to an AccountRead user', async () => {
    const { handlers } = serve({ roles: ['AccountRead'] });
    await open('/power/meter-reading', handlers);
    expect(
      await screen.findByText('Only the account owner can send a meter reading.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reading' })).not.toBeInTheDocument();
  });
});

describe('site access', () => {
  it('needs a meter location and sends hazards with the dog', async () => {
    const { served, handlers } = serve({
      post: (_path, body) => ({ data: body }),
    });
    const { user } = await open('/power/site-access', handlers);
    const location = await screen.findByLabelText(/^Meter location/);
    await user.clear(location);
    await user.click(screen.getByRole('button', { name: 'Save site access' }));
    expect(await screen.findByText('Please tell us where your meter is.')).toBeInTheDocument();
    expect(served.sent).toHaveLength(0);

    await user.type(location, 'Garage wall');
    await user.click(screen.getByLabelText('There is a dog at the property'));
    await user.type(screen.getByLabelText(/^Other hazards/), 'Beehive');
    await user.click(screen.getByRole('button', { name: 'Save site access' }));
    expect(await screen.findByText(/have been saved/)).toBeInTheDocument();
    expect(served.sent[0]?.body).toEqual({
      meterLocation: 'Garage wall',
      accessNotes: '',
      hasDog: true,
      otherHazards: 'Beehive',
    });
  });
});

describe('change power plan', () => {
  it('shows the impact first, then orders the change from the next bill date', async () => {
    const startDate = addDays(today, 10);
    const { served, handlers } = serve({
      post: () => ({
        data: {
          orderId: 'o1',
          orderType: 'PowerPlanChange',
          summary: 'Power plan change to Bundle Saver Power',
          requestedDateOfProvisioning: startDate,
        },
      }),
    });
    const { user } = await open('/power/change-power-plan', handlers);
    await user.click(await screen.findByRole('radio', { name: /Bundle Saver Power/ }));
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const impact = await screen.findByRole('table', { name: /rates now and on the new plan/ });
    expect(within(impact).getByText('$2.60 a day')).toBeInTheDocument();
    expect(within(impact).getByText('$2.76 a day')).toBeInTheDocument();
    expect(served.sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm plan change' }));
    expect(await screen.findByText(/is pending/)).toBeInTheDocument();
    expect(served.sent[0]?.body).toEqual({ planKey: 'ELECTRICITY_SAVER', startDate });
  });
});

describe('add power', () => {
  const broadbandOnly = { ...fibreAndPower, coreProducts: fibreAndPower.coreProducts.slice(0, 1) };

  it('refuses a malformed ICP, then signs up on a found one', async () => {
    const { served, handlers } = serve({
      products: broadbandOnly,
      post: (_path, body) => ({
        data: {
          orderId: 'o2',
          orderType: 'AddPower',
          summary: 'Power sign-up',
          requestedDateOfProvisioning: (body as { startDate: string }).startDate,
        },
      }),
    });
    const { user } = await open('/add-power/details', handlers);
    await user.click(await screen.findByRole('radio', { name: /Enter my ICP number/ }));
    await user.type(screen.getByLabelText(/^ICP number/), '12345');
    await user.click(screen.getByRole('radio', { name: /Everyday Power/ }));
    await user.type(screen.getByLabelText(/^Start date/), addDays(today, 7));
    await user.click(screen.getByRole('button', { name: 'Sign up for power' }));
    expect(await screen.findByText(/Please enter a valid ICP number/)).toBeInTheDocument();
    expect(served.sent).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /0003456789WE5D2/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up for power' }));
    expect(await screen.findByText(/Your power sign-up is in progress/)).toBeInTheDocument();
    expect(served.sent[0]?.body).toMatchObject({
      icpNumber: '0003456789WE5D2',
      planKey: 'ELECTRICITY',
      startDate: addDays(today, 7),
    });
  });
});
