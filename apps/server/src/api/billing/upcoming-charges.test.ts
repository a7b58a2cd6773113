import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upcomingChargesSchema, type UpcomingCharges } from '@portal/contracts';
import { chargePerBill, daysBetween, powerRateText } from '@portal/domain';
import {
  accounts,
  broadbandPlans,
  interestFreeInstalments,
  internetServices,
  mobilePlanCharges,
  mobilePlans,
} from '../../db/schema';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true });
const db = () => testApp.database.db;
const aroha = 'aroha@example.nz';

const upcoming = async (email: string, code: string): Promise<UpcomingCharges> =>
  upcomingChargesSchema.parse(
    await people.data(email, `/api/visibill/v2/accounts/${code}/upcomingCharges`),
  );

const groupOf = (charges: UpcomingCharges, title: string) =>
  charges.groups.find((group) => group.title === title);

/** The catalog's monthly price of a mobile plan, and how a bill names it. */
async function planPrice(planKey: string) {
  const [plan] = await db()
    .select({ description: mobilePlans.planDescription })
    .from(mobilePlans)
    .where(eq(mobilePlans.planKey, planKey));
  const charges = await db()
    .select({ cents: mobilePlanCharges.chargeIncludingGstCents })
    .from(mobilePlanCharges)
    .where(
      and(eq(mobilePlanCharges.planKey, planKey), eq(mobilePlanCharges.billFrequency, 'Monthly')),
    );
  return { description: plan?.description, cents: charges.reduce((sum, c) => sum + c.cents, 0) };
}

const changePlan = (line: string, from: string, to: string) =>
  people.data(aroha, {
    method: 'POST',
    url: '/api/sales/v3/ordering/accounts/30000001/productChangeOrders',
    json: {
      salesChannel: 'SelfService',
      salesPerson: 'MyAccountv2',
      additionalProductsToChange: [
        { ratePlan: from, serviceEntity: line, service: 'mobile2_linerental' },
      ],
      additionalProducts: [{ ratePlan: to, serviceEntity: line, service: 'mobile2_linerental' }],
    },
  });

const addonOrder = (kind: 'addProductOrders' | 'cancellationOrders', addon: string) =>
  people.data(aroha, {
    method: 'POST',
    url: `/api/sales/v3/ordering/accounts/30000001/${kind}`,
    json:
      kind === 'addProductOrders'
        ? {
            salesChannel: 'SelfService',
            salesPerson: 'MyAccountv2',
            additionalProducts: [
              { ratePlan: addon, serviceEntity: '0271234569', service: 'mobile2_Addon' },
            ],
          }
        : {
            additionalProductsToCancel: [
              { ratePlan: addon, serviceEntity: '0271234569', service: 'mobile2_Addon' },
            ],
          },
  });

describe('GET …/upcomingCharges', () => {
  it("lists the household's regular charges for its next bill, service by service", async () => {
    const [account] = await db()
      .select({ nextBillDate: accounts.nextBillDate })
      .from(accounts)
      .where(eq(accounts.accountCode, '30000001'));
    const charges = await upcoming(aroha, '30000001');
    expect(charges.billDate).toBe(account?.nextBillDate);
    expect(charges.groups.map((group) => group.title)).toEqual([
      expect.stringMatching(/^Electricity ICP /),
      expect.stringMatching(/^Broadband /),
      'Landline 09 480 1234',
      'Mobile 021 123 4567',
      'Mobile 022 123 4568',
      'Mobile 027 123 4569',
    ]);
    const broadband = charges.groups[1];
    expect(broadband?.lines.map((line) => line.description)).toEqual([
      'Fibre Super',
      'Static IP address',
    ]);
    const member = await planPrice('GROUP_MEMBER');
    expect(groupOf(charges, 'Mobile 027 123 4569')?.lines).toEqual([
      expect.objectContaining({
        description: member.description,
        amountIncludingGst: member.cents,
      }),
    ]);
    const lines = charges.groups.flatMap((group) => group.lines);
    expect(charges.totalIncludingGst).toBe(lines.reduce((sum, l) => sum + l.amountIncludingGst, 0));
    expect(charges.totalExcludingGst).toBeLessThan(charges.totalIncludingGst);
    expect(charges.displayGstInclusiveValues).toBe(true);
  });

  it("carries power's daily charge for the whole period, at the rate the power page gives", async () => {
    const [account] = await db()
      .select({ from: accounts.lastBilledDate, to: accounts.nextBillDate })
      .from(accounts)
      .where(eq(accounts.accountCode, '30000001'));
    const power = (await people.data(aroha, '/api/accounts/30000001/power')) as {
      plan: { rates: { unit: string; centsIncludingGst: number }[] };
    };
    const daily = power.plan.rates.find((rate) => rate.unit === 'day')?.centsIncludingGst ?? 0;
    const days = daysBetween(account?.from ?? '', account?.to ?? '');
    const charges = await upcoming(aroha, '30000001');
    expect(charges.groups[0]?.lines).toEqual([
      expect.objectContaining({
        description: `Daily charge, ${String(days)} days at ${powerRateText(daily, 'day')}`,
        amountIncludingGst: Math.round(days * daily),
      }),
    ]);
  });

  it('carries the handset instalment only when one is scheduled on that bill', async () => {
    const charges = await upcoming(aroha, '30000001');
    const due = await db()
      .select({ cents: interestFreeInstalments.amountCents })
      .from(interestFreeInstalments)
      .where(
        and(
          eq(interestFreeInstalments.billDate, charges.billDate ?? ''),
          eq(interestFreeInstalments.invoiceSent, false),
        ),
      );
    const instalments = (groupOf(charges, 'Mobile 021 123 4567')?.lines ?? []).filter((line) =>
      line.description.includes('interest-free instalment'),
    );
    expect(instalments.map((line) => line.amountIncludingGst)).toEqual(due.map((d) => d.cents));
  });

  it('shows a plan change on the next bill at once, and the change back', async () => {
    const plus = await planPrice('GROUP_MEMBER_PLUS');
    await changePlan('0271234569', 'GROUP_MEMBER', 'GROUP_MEMBER_PLUS');
    const after = groupOf(await upcoming(aroha, '30000001'), 'Mobile 027 123 4569');
    expect(after?.lines).toEqual([
      expect.objectContaining({ description: plus.description, amountIncludingGst: plus.cents }),
    ]);
    await changePlan('0271234569', 'GROUP_MEMBER_PLUS', 'GROUP_MEMBER');
    const back = groupOf(await upcoming(aroha, '30000001'), 'Mobile 027 123 4569');
    expect(back?.lines.map((line) => line.description)).toEqual([
      (await planPrice('GROUP_MEMBER')).description,
    ]);
  });

  it('adds an add-on taken this period and drops it once cancelled', async () => {
    await addonOrder('addProductOrders', 'DATA_5GB');
    const withAddon = groupOf(await upcoming(aroha, '30000001'), 'Mobile 027 123 4569');
    expect(withAddon?.lines).toHaveLength(2);
    expect(withAddon?.lines[1]?.description).toBe('Extra 5 GB data');
    await addonOrder('cancellationOrders', 'DATA_5GB');
    const without = groupOf(await upcoming(aroha, '30000001'), 'Mobile 027 123 4569');
    expect(without?.lines).toHaveLength(1);
  });

  it("charges liam's fortnightly bill 12/26 of his broadband's monthly price", async () => {
    const [plan] = await db()
      .select({ cents: broadbandPlans.monthlyChargeIncludingGstCents })
      .from(internetServices)
      .innerJoin(broadbandPlans, eq(broadbandPlans.planKey, internetServices.planKey))
      .where(eq(internetServices.accountCode, '30000401'));
    const charges = await upcoming('liam@example.nz', '30000401');
    expect(charges.groups).toHaveLength(1);
    expect(charges.groups[0]?.serviceGroup).toBe('mobile2_wbb');
    expect(charges.totalIncludingGst).toBe(chargePerBill(plan?.cents ?? -1, 'Fortnightly'));
  });

  it('is empty with no bill date for a cancelled account', async () => {
    const charges = await upcoming(aroha, '30000002');
    expect(charges).toMatchObject({ billDate: null, groups: [], totalIncludingGst: 0 });
  });

  it("shows kiri's business account GST-exclusive", async () => {
    const charges = await upcoming('kiri@example.nz', '30000301');
    expect(charges.displayGstInclusiveValues).toBe(false);
    expect(charges.groups.map((group) => group.title)).toEqual([
      expect.stringMatching(/^Broadband /),
      'Mobile 021 123 4580',
      'Mobile 021 123 4581',
    ]);
  });
});
