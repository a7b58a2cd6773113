import { describe, expect, it } from 'vitest';
import { billForecastSchema, upcomingChargesSchema, type BillForecast } from '@portal/contracts';
import { appForTests } from '../../test/test-app';
import { accessMatrix, HOLDERS_MAY } from '../../test/access-matrix';

const { people } = appForTests({ seed: true });

const forecastOf = async (email: string, code: string): Promise<BillForecast> =>
  billForecastSchema.parse(await people.data(email, `/api/accounts/${code}/billForecast`));

const partCents = (forecast: BillForecast, kind: string) =>
  forecast.parts.find((part) => part.kind === kind)?.amount ?? 0;

describe('GET /api/accounts/:accountCode/billForecast', () => {
  it('forecasts the household’s next bill as the sum of its parts, against its usual', async () => {
    const forecast = await forecastOf('aroha@example.nz', '30000001');
    expect(forecast.billDate).not.toBeNull();
    expect(forecast.displayGstInclusiveValues).toBe(true);
    expect(forecast.total).toBe(forecast.parts.reduce((sum, part) => sum + part.amount, 0));
    expect(forecast.parts.map((part) => part.kind)).toEqual(
      expect.arrayContaining(['plans', 'power', 'instalments']),
    );
    expect(forecast.usual).toBeGreaterThan(0);
    // Plans and instalments are the next bill's regular charges, to the cent.
    const upcoming = upcomingChargesSchema.parse(
      await people.data('aroha@example.nz', '/api/visibill/v2/accounts/30000001/upcomingCharges'),
    );
    expect(partCents(forecast, 'plans') + partCents(forecast, 'instalments')).toBe(
      upcoming.totalIncludingGst,
    );
  });

  it('shows an authorised user what the owner sees', async () => {
    const owner = await forecastOf('aroha@example.nz', '30000001');
    expect(await forecastOf('mere@example.nz', '30000001')).toEqual(owner);
  });

  it('gives a business its amounts excluding GST', async () => {
    const forecast = await forecastOf('kiri@example.nz', '30000301');
    expect(forecast.displayGstInclusiveValues).toBe(false);
    const upcoming = upcomingChargesSchema.parse(
      await people.data('kiri@example.nz', '/api/visibill/v2/accounts/30000301/upcomingCharges'),
    );
    expect(partCents(forecast, 'plans') + partCents(forecast, 'instalments')).toBe(
      upcoming.totalExcludingGst,
    );
    for (const reason of forecast.reasons.filter((r) => r.text.includes('$'))) {
      expect(reason.text).toContain('excl. GST');
    }
  });

  it('has no forecast for a closed account', async () => {
    const forecast = await forecastOf('aroha@example.nz', '30000002');
    expect(forecast).toMatchObject({ billDate: null, parts: [], total: 0, reasons: [] });
  });
});

describe('who may read the bill forecast of 30000001', () => {
  accessMatrix().rows([
    {
      name: 'billForecast',
      request: { url: '/api/accounts/30000001/billForecast' },
      // Ben, of a prepay account, is another customer here too.
      expected: { ...HOLDERS_MAY, prepayCustomer: 403 },
    },
  ]);
});
