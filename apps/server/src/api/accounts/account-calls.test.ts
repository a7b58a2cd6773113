import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountProductsSchema,
  gstDetailsSchema,
  internetServiceDetailsSchema,
  mobileAlertSchema,
  offerSchema,
  offersV2Schema,
  type MobileServiceDetails,
} from '@portal/contracts';
import { formatDataVolume, toNzDateKey } from '@portal/domain';
import { mobileAddonSubscriptions, usageDailyRollups } from '../../db/schema';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true });

const list = async <T>(email: string, url: string, parse: (value: unknown) => T): Promise<T[]> =>
  ((await people.data(email, url)) as unknown[]).map(parse);

describe('GET /api/accounts/{code}/products', () => {
  it('lists the household’s email product, so email management can be offered', async () => {
    const products = accountProductsSchema.parse(
      await people.data('aroha@example.nz', '/api/accounts/30000001/products'),
    );
    expect(products.additionalProducts).toContainEqual({
      service: 'email',
      category: 'EMAIL_STANDARD',
      name: 'Email, up to 5 mailboxes',
    });
    const walker = accountProductsSchema.parse(
      await people.data('kiri@example.nz', '/api/accounts/30000301/products'),
    );
    expect(walker.additionalProducts.map((product) => product.service)).not.toContain('email');
  });
});

describe('GET /api/accounts/{code}/gst', () => {
  it('shows GST-inclusive values to the household and GST-exclusive to Walker Builders', async () => {
    expect(
      gstDetailsSchema.parse(await people.data('aroha@example.nz', '/api/accounts/30000001/gst')),
    ).toEqual({
      displayGstInclusiveValues: true,
    });
    expect(
      gstDetailsSchema.parse(await people.data('kiri@example.nz', '/api/accounts/30000301/gst')),
    ).toEqual({
      displayGstInclusiveValues: false,
    });
  });
});

describe('GET /api/accounts/{code}/offers', () => {
  it('offers a residential account the home plans, monthly by default, but no business tiers', async () => {
    const offers = await list('aroha@example.nz', '/api/accounts/30000001/offers', (o) =>
      offerSchema.parse(o),
    );
    const keys = offers.map((offer) => offer.offerKey);
    expect(keys).toEqual(
      expect.arrayContaining(['UFF1000/500', 'ELECTRICITY', 'SIPONT_HOMEPHONE']),
    );
    expect(keys).not.toContain('UFF2000/2000');
    const fibre = offers.find((offer) => offer.offerKey === 'UFF1000/500');
    // Fibre Super is $99.00 a month in the demo catalog; excl. GST is incl. / 1.15.
    expect(fibre?.charges).toEqual([
      {
        chargeIncludingGst: 9900,
        chargeExcludingGst: 8609,
        billFrequency: 'Monthly',
        unit: 'month',
        description: 'Plan charge',
      },
    ]);
    expect(
      offers.some(
        (offer) => offer.productType === 'Mobile' && offer.charges[0]?.billFrequency === null,
      ),
    ).toBe(false);
  });

  it('follows the business group and bill frequency asked for', async () => {
    const offers = await list(
      'aroha@example.nz',
      '/api/accounts/30000001/offers?businessGroup=Business&billFrequency=Fortnightly',
      (o) => offerSchema.parse(o),
    );
    const hyper = offers.find((offer) => offer.offerKey === 'UFF2000/2000');
    // $139.00 a month is $1,668.00 a year: $64.15 a fortnight.
    expect(hyper?.charges[0]).toMatchObject({
      chargeIncludingGst: 6415,
      billFrequency: 'Fortnightly',
      unit: 'fortnight',
    });
  });

  it('offers a prepay customer prepay mobile plans only', async () => {
    const offers = await list('ben@example.nz', '/api/accounts/30000101/offers', (o) =>
      offerSchema.parse(o),
    );
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => offer.productType === 'Mobile')).toBe(true);
    expect(offers.map((offer) => offer.offerKey)).toContain('PREPAY_VALUE_29');
  });

  it('refuses a business group or frequency the spec does not know', async () => {
    const response = await people.call('aroha@example.nz', {
      url: '/api/accounts/30000001/offers?billFrequency=Yearly',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/offers/v2/accounts/{code}/offers', () => {
  it('prices offers for Walker Builders excluding GST, with its own group and cycle', async () => {
    const v2 = offersV2Schema.parse(
      await people.data('kiri@example.nz', '/api/offers/v2/accounts/30000301/offers'),
    );
    expect(v2).toMatchObject({
      businessGroup: 'Business',
      billFrequency: 'Monthly',
      displayGstInclusiveValues: false,
    });
    const hyper = v2.offers.find((offer) => offer.offerKey === 'UFF2000/2000');
    expect(hyper?.displayCharge).toBe(hyper?.charges[0]?.chargeExcludingGst);
    expect(hyper?.displayCharge).toBe(12087);
  });

  it('prices Liam’s offers per fortnight, including GST', async () => {
    const v2 = offersV2Schema.parse(
      await people.data('liam@example.nz', '/api/offers/v2/accounts/30000401/offers'),
    );
    expect(v2.billFrequency).toBe('Fortnightly');
    const wireless = v2.offers.find((offer) => offer.offerKey === 'WBBv2_4G_Unlimited');
    // $70.00 a month is $840.00 a year: $32.31 a fortnight.
    expect(wireless?.displayCharge).toBe(3231);
  });
});

describe('GET /api/accounts/{code}/internetServices', () => {
  it('gives the household its fibre connection, active and unblocked', async () => {
    const services = await list(
      'aroha@example.nz',
      '/api/accounts/30000001/internetServices',
      (s) => internetServiceDetailsSchema.parse(s),
    );
    expect(services).toEqual([
      expect.objectContaining({
        id: 'INT-3000000101',
        activationStatus: 'Active',
        blockingStatus: 'Unblocked',
        technology: 'UFB',
        category: 'UFB1000/500',
      }),
    ]);
  });

  it('gives the power-only bach none', async () => {
    expect(
      await people.data('aroha@example.nz', '/api/accounts/30000002/internetServices'),
    ).toEqual([]);
  });
});

describe('port filtering', () => {
  const url = '/api/accounts/30000001/internetServices/INT-3000000101/features/portfiltering';

  it('reads and changes the status of the account’s own service', async () => {
    expect(await people.data('aroha@example.nz', url)).toEqual({ status: 'Enabled' });
    expect(
      await people.data('aroha@example.nz', { method: 'PUT', url, json: { status: 'Disabled' } }),
    ).toEqual({
      status: 'Disabled',
    });
    expect(await people.data('mere@example.nz', url)).toEqual({ status: 'Disabled' });
    await people.data('aroha@example.nz', { method: 'PUT', url, json: { status: 'Enabled' } });
  });

  it('is a 404 for another account’s service, and changes nothing there', async () => {
    const walker = '/api/accounts/30000001/internetServices/INT-3000030101/features/portfiltering';
    expect((await people.call('aroha@example.nz', { url: walker })).statusCode).toBe(404);
    const put = await people.call('aroha@example.nz', {
      method: 'PUT',
      url: walker,
      json: { status: 'Disabled' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      await people.data(
        'kiri@example.nz',
        '/api/accounts/30000301/internetServices/INT-3000030101/features/portfiltering',
      ),
    ).toEqual({ status: 'Enabled' });
  });

  it('refuses a status other than Enabled or Disabled', async () => {
    const response = await people.call('aroha@example.nz', {
      method: 'PUT',
      url,
      json: { status: 'Off' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/accounts/{code}/mobileAlerts', () => {
  const alerts = (email: string, code: string) =>
    list(email, `/api/accounts/${code}/mobileAlerts`, (a) => mobileAlertSchema.parse(a));
  /** The Ngata group's allowance on its leader, as the mobile home shows it. */
  const groupAllowance = async () => {
    const listed = (await people.data(
      'aroha@example.nz',
      '/api/mobile/v2/management/accounts/30000001/mobileServices',
    )) as MobileServiceDetails[];
    const allowance = listed.find((line) => line.serviceEntity === '0211234567')?.allowance;
    if (allowance?.capBytes == null) throw new Error('the group has no allowance');
    return { ...allowance, capBytes: allowance.capBytes };
  };
  /** Data used today on a member line of the group. */
  const addDataUse = (bytes: number) =>
    testApp.database.db
      .insert(usageDailyRollups)
      .values({
        serviceEntity: '0271234569',
        kind: 'data',
        day: toNzDateKey(new Date()),
        eventCount: 1,
        totalBytes: bytes,
        totalSeconds: 0,
        chargeIncludingGstCents: 0,
        chargeExcludingGstCents: 0,
        premiumCount: 0,
        premiumSeconds: 0,
        premiumChargeIncludingGstCents: 0,
        premiumChargeExcludingGstCents: 0,
      })
      .onConflictDoUpdate({
        target: [usageDailyRollups.serviceEntity, usageDailyRollups.kind, usageDailyRollups.day],
        set: { totalBytes: sql`${usageDailyRollups.totalBytes} + ${bytes}` },
      });

  it('is empty for an account without mobile lines', async () => {
    expect(await alerts('liam@example.nz', '30000401')).toEqual([]);
  });

  it('warns from exactly 80% of what the group has, as the emailed data alert does', async () => {
    const before = await groupAllowance();
    const available = before.capBytes + before.carryoverBytes;
    const reaching = Math.ceil((available * 80) / 100);
    expect(before.usedBytes).toBeLessThan(reaching);
    await addDataUse(reaching - before.usedBytes - 1);
    expect((await alerts('aroha@example.nz', '30000001')).map((a) => a.kind)).not.toContain(
      'DataNearlyUsed',
    );
    await addDataUse(1);
    expect(await alerts('aroha@example.nz', '30000001')).toContainEqual(
      expect.objectContaining({ kind: 'DataNearlyUsed', serviceEntity: '0211234567' }),
    );
  });

  it('warns the group leader once the group has used all it has, in the mobile home’s figures', async () => {
    const allowance = await groupAllowance();
    await addDataUse(allowance.remainingBytes ?? 0);
    const found = await alerts('aroha@example.nz', '30000001');
    const has = formatDataVolume(allowance.capBytes + allowance.carryoverBytes);
    const parts = `${formatDataVolume(allowance.capBytes)} and ${formatDataVolume(allowance.carryoverBytes)} carried over`;
    expect(found).toContainEqual({
      kind: 'DataNearlyUsed',
      serviceEntity: '0211234567',
      title: 'Data nearly used',
      message: `021 123 4567 and its group have used 100% of ${has} (${parts}) this bill period.`,
    });
    // A member's usage counts against its leader's allowance, not one of its own.
    expect(found.map((alert) => alert.serviceEntity)).not.toContain('0271234569');
  });

  it('says when a line has a roaming pass running', async () => {
    await testApp.database.db.insert(mobileAddonSubscriptions).values({
      serviceEntity: '0211234581',
      addonPlanKey: 'ROAMING_DAYPASS',
      startedAt: new Date(),
    });
    const found = await alerts('kiri@example.nz', '30000301');
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'Roaming', serviceEntity: '0211234581' }),
    );
  });
});
