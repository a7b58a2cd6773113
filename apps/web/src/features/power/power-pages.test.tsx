import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import type { Handler } from '../../test/portal-server';
import { POWER, aConnection, open, serve, today } from './testing/power-server';

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
    // A meter read now and then: bars and rows are the periods between readings.
    expect(
      screen.getByRole('heading', { name: 'kWh a day, between meter readings' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/On average you used 20\.7 kWh a day over 2 periods/),
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

  it('shows a smart meter’s days with their kWh and cost, excl. GST where prices are', async () => {
    const day = (from: string, kwh: number, costCents: number, estimated = false) => ({
      from,
      to: addDays(from, 1),
      days: 1,
      kwh,
      estimated,
      costCents,
    });
    const consumption = [
      day('2026-11-01', 18, 676),
      day('2026-11-02', 25, 845, true),
      day('2026-11-03', 20, 724),
    ];
    const { handlers } = serve({
      connection: aConnection({
        consumptionBy: 'day',
        consumption,
        displayGstInclusiveValues: false,
      }),
    });
    await open('/power', handlers);
    expect(
      await screen.findByRole('heading', { name: 'kWh a day, last 3 days' }),
    ).toBeInTheDocument();
    // The text alternative: the days' total use and cost, and the busiest day.
    expect(
      screen.getByText(
        "Over the last 3 days you used 63 kWh, 21 kWh a day on average, costing $22.45 excl. GST at your plan's rates; the most was 25 kWh on 02/11/2026.",
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Power used each day' });
    expect(within(table).getByRole('columnheader', { name: 'Cost (excl. GST)' })).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['03/11/2026', '20 kWh', '$7.24'],
      ['02/11/2026 (estimated)', '25 kWh', '$8.45'],
      ['01/11/2026', '18 kWh', '$6.76'],
    ]);
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
          cancellable: true,
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
      await screen.findByText('You have view-only access to this account'),
    ).toBeInTheDocument();
    expect(screen.getByText(/only the account holder can send a meter reading/)).toBeVisible();
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
