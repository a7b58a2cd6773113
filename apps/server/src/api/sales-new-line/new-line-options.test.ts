import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../test/test-app';
import { mobileServices } from '../../db/schema';
import { MOBILE_PLANS } from '../../db/seed/catalog-mobile';
import type { NewLineOptions } from '@portal/contracts';
import { candidateNumbers } from './find-free-numbers';

const { testApp, people } = appForTests({ seed: true });

const optionsOf = async (email: string, code: string) =>
  (await people.data(
    email,
    `/api/mobile/v2/ordering/accounts/${code}/newLine/options`,
  )) as NewLineOptions;

const price = (key: string) => MOBILE_PLANS.find((plan) => plan.planKey === key)?.priceCents;

describe('new-line options', () => {
  it('offers aroha the postpay plans, group members first (her group has room), no business plans', async () => {
    const options = await optionsOf('aroha@example.nz', '30000001');
    const keys = options.plans.map((plan) => plan.planKey);
    // Her leader is on GROUP_LEADER_60GB with two members of four: both member plans fit.
    expect(keys.slice(0, 2)).toEqual(['GROUP_MEMBER', 'GROUP_MEMBER_PLUS']);
    expect(keys).not.toContain('BIZ_ENDLESS_60');
    expect(keys.some((key) => key.startsWith('PREPAY'))).toBe(false);
    const rest = options.plans.slice(2).map((plan) => plan.chargeIncludingGst);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    const carryover = options.plans.find((plan) => plan.planKey === 'CARRYOVER_15GB');
    expect(carryover?.chargeIncludingGst).toBe(price('CARRYOVER_15GB'));
    expect(options.displayGstInclusiveValues).toBe(true);
  });

  it('offers kiri (business, standalone lines) business plans, no group member plans, GST-exclusive', async () => {
    const options = await optionsOf('kiri@example.nz', '30000301');
    const keys = options.plans.map((plan) => plan.planKey);
    expect(keys).toContain('BIZ_ENDLESS_60');
    expect(keys.filter((key) => key.startsWith('GROUP_MEMBER'))).toEqual([]);
    expect(options.displayGstInclusiveValues).toBe(false);
  });

  it('offers four free numbers that no line holds, the same on every read', async () => {
    const first = await optionsOf('aroha@example.nz', '30000001');
    const again = await optionsOf('aroha@example.nz', '30000001');
    expect(first.numbers).toHaveLength(4);
    expect(again.numbers).toEqual(first.numbers);
    for (const number of first.numbers) expect(number).toMatch(/^022\d{7}$/);
    expect(candidateNumbers('30000001')).toEqual(expect.arrayContaining(first.numbers));
    const held = await testApp.database.db
      .select()
      .from(mobileServices)
      .where(inArray(mobileServices.serviceEntity, first.numbers));
    expect(held).toEqual([]);
  });

  it('offers SIM card, eSIM and handset; only the eSIM is not delivered', async () => {
    const options = await optionsOf('aroha@example.nz', '30000001');
    expect(options.hardware.map((item) => [item.key, item.needsDelivery])).toEqual([
      ['SIM Card', true],
      ['eSIM', false],
      ['Handset', true],
    ]);
    expect(options.providers).toContain('Other');
  });
});
