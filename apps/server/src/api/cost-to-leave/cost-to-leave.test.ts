import { describe, expect, it } from 'vitest';
import {
  costToLeaveSchema,
  interestFreeAgreementsSchema,
  planTermsListSchema,
  type CostToLeave,
} from '@portal/contracts';
import { appForTests } from '../../test/test-app';
import { accessMatrix, HOLDERS_MAY } from '../../test/access-matrix';

const { people } = appForTests({ seed: true });

const costOf = async (email: string, code: string): Promise<CostToLeave> =>
  costToLeaveSchema.parse(await people.data(email, `/api/accounts/${code}/costToLeave`));

const serviceOf = (cost: CostToLeave, serviceId: string) => {
  const service = cost.services.find((candidate) => candidate.serviceId === serviceId);
  if (service === undefined) throw new Error(`no ${serviceId} in the answer`);
  return service;
};

describe('GET /api/accounts/:accountCode/costToLeave', () => {
  it('puts what is left on Aroha’s handset agreement and her plan’s fee on her leader line', async () => {
    const cost = await costOf('aroha@example.nz', '30000001');
    const agreements = interestFreeAgreementsSchema.parse(
      await people.data('aroha@example.nz', '/api/accounts/30000001/interestfree/agreements'),
    );
    const handset = agreements.find((agreement) => agreement.linkedServiceEntity === '0211234567');
    expect(handset?.amountStillToBeInvoiced).toBeGreaterThan(0);

    const leader = serviceOf(cost, '0211234567');
    expect(leader.agreements).toEqual([
      expect.objectContaining({
        agreementId: handset?.agreementId,
        amountLeft: handset?.amountStillToBeInvoiced,
        description: 'Samsung Galaxy S25 128GB Navy',
      }),
    ]);
    // The group leader plan: 12 months from the change five months ago, $10 a month left.
    expect(leader.term).toMatchObject({ months: 12, monthsLeft: 7, feePerMonthLeft: 1_000 });
    expect(leader.today).toMatchObject({
      instalments: handset?.amountStillToBeInvoiced,
      fee: 7_000,
      total: (handset?.amountStillToBeInvoiced ?? 0) + 7_000,
    });
  });

  it('falls month by month to nothing, and adds up across the services', async () => {
    const cost = await costOf('aroha@example.nz', '30000001');
    for (const service of cost.services) {
      const totals = service.schedule.map((point) => point.total);
      expect(totals[0]).toBe(service.today.total);
      expect(totals.at(-1)).toBe(0);
      totals.forEach((total, index) => {
        expect(total).toBeLessThanOrEqual(totals[index - 1] ?? total);
      });
    }
    expect(cost.total).toBe(cost.services.reduce((sum, s) => sum + s.today.total, 0));
    // Re-signed fibre: 8 months of 12 left at $15, under its $150 cap.
    expect(
      serviceOf(cost, cost.services.find((s) => s.kind === 'broadband')?.serviceId ?? '').today,
    ).toMatchObject({ fee: 12_000, instalments: 0 });
    // Open-term services cost nothing to leave.
    const member = serviceOf(cost, '0221234568');
    expect(member.term).toBeNull();
    expect(member.schedule).toEqual([member.today]);
    expect(member.today.total).toBe(0);
  });

  it('lists only the account’s own services', async () => {
    const cost = await costOf('aroha@example.nz', '30000001');
    const ids = cost.services.map((service) => service.serviceId);
    expect(ids).toEqual(expect.arrayContaining(['0211234567', '0221234568', '0271234569']));
    expect(ids).not.toContain('0211234580');
    expect(ids).not.toContain('0201234570');
  });

  it('shows an authorised user what the owner sees', async () => {
    expect(await costOf('mere@example.nz', '30000001')).toEqual(
      await costOf('aroha@example.nz', '30000001'),
    );
  });

  it('gives a business its 24-month fibre term', async () => {
    const cost = await costOf('kiri@example.nz', '30000301');
    const fibre = cost.services.find((service) => service.kind === 'broadband');
    expect(fibre?.term).toMatchObject({ months: 24, monthsLeft: 6, feePerMonthLeft: 2_000 });
    expect(fibre?.today.fee).toBe(12_000);
  });
});

describe('GET /api/accounts/:accountCode/planTerms', () => {
  it('states each plan’s term and fees, in the account’s GST view', async () => {
    const household = planTermsListSchema.parse(
      await people.data('aroha@example.nz', '/api/accounts/30000001/planTerms'),
    );
    const superFibre = household.plans.find((plan) => plan.planKey === 'UFF1000/500');
    expect(superFibre).toMatchObject({
      kind: 'broadband',
      pricePerMonth: 9_900,
      termMonths: 12,
      feePerMonthLeft: 1_500,
      feeCap: 15_000,
    });
    // Mobile, then broadband, then power plans.
    const kinds = household.plans.map((plan) => plan.kind);
    const order = ['mobile', 'broadband', 'power'] as const;
    expect([...new Set(kinds)]).toEqual(order);
    expect(kinds).toEqual([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const start = household.plans.find((plan) => plan.planKey === 'UFF50/10');
    expect(start).toMatchObject({ termMonths: null, setupFee: 4_900, feePerMonthLeft: 0 });
    const business = planTermsListSchema.parse(
      await people.data('kiri@example.nz', '/api/accounts/30000301/planTerms'),
    );
    expect(business.displayGstInclusiveValues).toBe(false);
    const businessSuper = business.plans.find((plan) => plan.planKey === 'UFF1000/500');
    expect(businessSuper?.pricePerMonth).toBeLessThan(9_900);
  });
});

describe('who may read what it costs to leave 30000001', () => {
  accessMatrix().rows([
    {
      name: 'costToLeave',
      request: { url: '/api/accounts/30000001/costToLeave' },
      expected: { ...HOLDERS_MAY, prepayCustomer: 403 },
    },
    {
      name: 'planTerms',
      request: { url: '/api/accounts/30000001/planTerms' },
      expected: { ...HOLDERS_MAY, prepayCustomer: 403 },
    },
  ]);
});
