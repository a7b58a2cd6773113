import { describe, expect, it } from 'vitest';
import { accountProductsSchema, accountSchema, mobileServiceSchema } from '@portal/contracts';
import { appForTests } from '../../test/test-app';

const { people: browsers } = appForTests({ seed: true });
const { as, data } = browsers;

const routes = [
  '/api/accounts/30000001',
  '/api/accounts/30000001/products',
  '/api/mobile/v2/management/accounts/30000001/mobileServices',
];

describe('who may read an account', () => {
  for (const url of routes) {
    it(url, async () => {
      const anonymous = browsers.anonymous();
      expect((await anonymous.request({ url })).statusCode).toBe(401);
      const cells: [string, number][] = [
        ['kiri@example.nz', 403],
        ['mere@example.nz', 200],
        ['aroha@example.nz', 200],
        ['sam.sales@example.nz', 200],
      ];
      for (const [email, status] of cells) {
        expect((await (await as(email)).request({ url })).statusCode, email).toBe(status);
      }
    });
  }
});

describe('GET /api/accounts/{code}', () => {
  it('gives the account with the caller’s own roles', async () => {
    const owner = accountSchema.parse(await data('aroha@example.nz', '/api/accounts/30000001'));
    expect(owner).toMatchObject({
      accountCode: '30000001',
      accountName: 'Ngata Household',
      businessGroup: 'Residential',
      dateCancelled: null,
      externalReferences: [],
      roles: ['AccountOwner'],
    });
    expect(owner.billCycle.billFrequency).toBe('Monthly');
    const reader = accountSchema.parse(await data('mere@example.nz', '/api/accounts/30000001'));
    expect(reader.roles).toEqual(['AccountRead']);
    const staff = accountSchema.parse(await data('sam.sales@example.nz', '/api/accounts/30000001'));
    expect(staff.roles).toEqual([]);
  });

  it('shows what gates features: cancellation, farm source, business, prepay, flexi', async () => {
    const bach = accountSchema.parse(await data('aroha@example.nz', '/api/accounts/30000002'));
    expect(bach.dateCancelled).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const farm = accountSchema.parse(await data('fiona@example.nz', '/api/accounts/30000201'));
    expect(farm.externalReferences.map((reference) => reference.type)).toContain(
      'FarmSourceAccountNumber',
    );
    const business = accountSchema.parse(await data('kiri@example.nz', '/api/accounts/30000301'));
    expect(business.businessGroup).toBe('Business');
    const prepay = accountSchema.parse(await data('ben@example.nz', '/api/accounts/30000101'));
    expect(prepay.businessGroup).toBe('Prepay');
    const flexi = accountSchema.parse(await data('liam@example.nz', '/api/accounts/30000401'));
    expect(flexi.billCycle.billFrequency).toBe('Fortnightly');
  });

  it('is a 404 for an account that does not exist, even for staff', async () => {
    const response = await (
      await as('sam.sales@example.nz')
    ).request({ url: '/api/accounts/39999999' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/accounts/{code}/products', () => {
  it('lists power, fibre with voice, and the static IP add-on of the Ngata household', async () => {
    const products = accountProductsSchema.parse(
      await data('aroha@example.nz', '/api/accounts/30000001/products'),
    );
    const keys = products.coreProducts.map((core) => core.coreProductKey);
    expect(keys).toEqual(expect.arrayContaining(['ELECTRICITY', 'UFF1000/500']));
    const fibre = products.coreProducts.find((core) => core.coreProductKey === 'UFF1000/500');
    expect(fibre?.voiceCategory).toBe('SIPONT');
    expect(products.additionalProducts.map((addOn) => addOn.service)).toContain('static_ip');
  });

  it('names each product as the broadband, home phone and power pages name its plan', async () => {
    const products = accountProductsSchema.parse(
      await data('aroha@example.nz', '/api/accounts/30000001/products'),
    );
    const internet = (await data(
      'aroha@example.nz',
      '/api/accounts/30000001/internetServices',
    )) as {
      planName: string;
    }[];
    const voice = (await data('aroha@example.nz', '/api/accounts/30000001/voiceServices')) as {
      planName: string;
    }[];
    const power = (await data('aroha@example.nz', '/api/accounts/30000001/power')) as {
      plan: { name: string };
    };
    const fibre = products.coreProducts.find((core) => core.coreProductKey === 'UFF1000/500');
    expect(fibre?.name).toBe(internet[0]?.planName);
    const phone = fibre?.components.find((component) => component.service === 'Voice');
    expect(phone?.planName).toBe(voice[0]?.planName);
    const electricity = products.coreProducts.find((core) => core.coreProductKey === 'ELECTRICITY');
    expect(electricity?.name).toBe(power.plan.name);
    const names = products.additionalProducts.map((addOn) => addOn.name);
    expect(names).toContain('Static IP address');
    expect(names.some((name) => name.startsWith('Email'))).toBe(true);
    // No code reads as a name.
    for (const name of [...names, ...products.coreProducts.map((core) => core.name)]) {
      expect(name).not.toMatch(/^[A-Z0-9_/]+$/);
    }
  });

  it('gives Liam wireless broadband and no power', async () => {
    const products = accountProductsSchema.parse(
      await data('liam@example.nz', '/api/accounts/30000401/products'),
    );
    expect(products.coreProducts.map((core) => core.coreProductKey)).toEqual([
      'WBBv2_4G_Unlimited',
    ]);
  });
});

describe('GET /api/mobile/v2/management/accounts/{code}/mobileServices', () => {
  it('lists the household’s three postpay lines and Ben’s prepay line', async () => {
    const household = (await data(
      'aroha@example.nz',
      '/api/mobile/v2/management/accounts/30000001/mobileServices',
    )) as unknown[];
    const lines = household.map((line) => mobileServiceSchema.parse(line));
    expect(lines.map((line) => line.serviceEntity)).toEqual([
      '0211234567',
      '0221234568',
      '0271234569',
    ]);
    expect(lines.every((line) => !line.isPrepay)).toBe(true);

    const prepay = (await data(
      'ben@example.nz',
      '/api/mobile/v2/management/accounts/30000101/mobileServices',
    )) as unknown[];
    expect(prepay.map((line) => mobileServiceSchema.parse(line))).toEqual([
      expect.objectContaining({ serviceEntity: '0201234570', isPrepay: true }),
    ]);
  });
});
