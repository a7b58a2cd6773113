import { describe, expect, it } from 'vitest';
import type {
  AddonPlanOffer,
  ChangePlanOptions,
  GroupPlanService,
  InterestFreeAgreement,
  OrderImpactItem,
  ProductChangeOrderResult,
} from '@portal/contracts';
import { appForTests } from '../../test/test-app';

const { people } = appForTests({ seed: true });
const aroha = 'aroha@example.nz';

const options = async (email: string, account: string, line: string) =>
  (await people.data(
    email,
    `/api/mobile/v2/catalog/accounts/${account}/mobileServices/${line}/changePlanOptions`,
  )) as ChangePlanOptions;

const change = (line: string, from: string, to: string) => ({
  salesChannel: 'SelfService',
  salesPerson: 'MyAccountv2',
  additionalProductsToChange: [
    { ratePlan: from, serviceEntity: line, service: 'mobile2_linerental' },
  ],
  additionalProducts: [{ ratePlan: to, serviceEntity: line, service: 'mobile2_linerental' }],
});

const order = async (line: string, from: string, to: string) =>
  (await people.data(aroha, {
    method: 'POST',
    url: '/api/sales/v3/ordering/accounts/30000001/productChangeOrders',
    json: change(line, from, to),
  })) as ProductChangeOrderResult;

const lineOf = async (line: string) => {
  const services = (await people.data(
    aroha,
    '/api/mobile/v2/management/accounts/30000001/mobileServices',
  )) as { serviceEntity: string; planKey: string }[];
  return services.find((service) => service.serviceEntity === line);
};

describe('change plan options (spec section 5)', () => {
  it('offers a member line the member plans its leader supports, members first then by price', async () => {
    const result = await options(aroha, '30000001', '0271234569');
    const keys = result.plans.map((plan) => plan.planKey);
    // The leader is on GROUP_LEADER_60GB, which both member plans support; 2 of 4 places used.
    expect(keys.slice(0, 2)).toEqual(['GROUP_MEMBER', 'GROUP_MEMBER_PLUS']);
    expect(keys).not.toContain('BIZ_ENDLESS_60');
    expect(keys.some((key) => key.startsWith('PREPAY'))).toBe(false);
    const rest = result.plans.slice(2).map((plan) => plan.charges[0]?.chargeIncludingGst ?? 0);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(result.plans.find((plan) => plan.isCurrent)?.planKey).toBe('GROUP_MEMBER');
    expect(result.groupPlansOffered).toBe(true);
    expect(result.displayGstInclusive).toBe(true);
  });

  it("hides member plans on the leader's own line and keeps its current plan", async () => {
    const result = await options(aroha, '30000001', '0211234567');
    expect(result.plans.some((plan) => plan.isGroupMember)).toBe(false);
    expect(result.plans.find((plan) => plan.isCurrent)?.planKey).toBe('GROUP_LEADER_60GB');
    expect(result.groupPlansOffered).toBe(false);
  });

  it('gives each plan the leader cannot take the reason an order would be refused with', async () => {
    const result = await options(aroha, '30000001', '0211234567');
    const capped = result.plans.find((plan) => plan.planKey === 'CAPPED_5GB');
    const refused = await order('0211234567', 'GROUP_LEADER_60GB', 'CAPPED_5GB');
    expect(refused.result).toBe('NotOk');
    expect(capped?.unavailableReason).toBe(refused.messages[0]);
    expect(result.plans.find((plan) => plan.isCurrent)?.unavailableReason).toBeNull();
    // A member line may take every plan it is offered.
    const member = await options(aroha, '30000001', '0271234569');
    expect(member.plans.filter((plan) => plan.unavailableReason !== null)).toEqual([]);
  });

  it("gives kiri's standalone business lines no group plans, business plans and GST-exclusive display", async () => {
    for (const line of ['0211234580', '0211234581']) {
      const result = await options('kiri@example.nz', '30000301', line);
      expect(result.plans.some((plan) => plan.isGroupMember || plan.isGroupLeader)).toBe(false);
      expect(result.plans.map((plan) => plan.planKey)).toContain('BIZ_ENDLESS_60');
      expect(result.displayGstInclusive).toBe(false);
      expect(result.groupPlansOffered).toBe(false);
    }
  });
});

describe('plan change orders', () => {
  it('shows the impact, then changes the plan for real and records the order', async () => {
    const impact = (await people.data(aroha, {
      method: 'POST',
      url: '/api/sales/v3/ordering/accounts/30000001/orderImpact?orderType=productChange',
      json: change('0271234569', 'GROUP_MEMBER', 'GROUP_MEMBER_PLUS'),
    })) as OrderImpactItem[];
    const charge = impact.find((entry) => entry.kind === 'Charge');
    expect(charge?.amountIncludingGst).toBe(3500 - 2500);
    expect(charge?.description).toBe('Your monthly charge changes from $25.00 to $35.00.');

    const done = await order('0271234569', 'GROUP_MEMBER', 'GROUP_MEMBER_PLUS');
    expect(done.result).toBe('OK');
    expect((await lineOf('0271234569'))?.planKey).toBe('GROUP_MEMBER_PLUS');
    const back = await order('0271234569', 'GROUP_MEMBER_PLUS', 'GROUP_MEMBER');
    expect(back.result).toBe('OK');
    expect((await lineOf('0271234569'))?.planKey).toBe('GROUP_MEMBER');
  });

  it('refuses a plan the line may not have (NotOk) and changes nothing', async () => {
    const refused = await order('0271234569', 'GROUP_MEMBER', 'BIZ_ENDLESS_60');
    expect(refused.result).toBe('NotOk');
    expect(refused.messages).toEqual(['That plan is not available for this connection.']);
    expect((await lineOf('0271234569'))?.planKey).toBe('GROUP_MEMBER');
  });

  it('refuses moving the leader off the group plan while it has members', async () => {
    const refused = await order('0211234567', 'GROUP_LEADER_60GB', 'CAPPED_5GB');
    expect(refused.result).toBe('NotOk');
    // The members are named as numbers are written everywhere else.
    expect(refused.messages[0]).toContain('group plan of 022 123 4568 and 027 123 4569, which');
    // 0221234568 is on GROUP_MEMBER_PLUS, which only the 60GB leader plan carries.
    const smaller = await order('0211234567', 'GROUP_LEADER_60GB', 'GROUP_LEADER_30GB');
    expect(smaller.result).toBe('NotOk');
    expect(smaller.messages[0]).toContain('022 123 4568');
    expect(smaller.messages[0]).not.toContain('027 123 4569');
  });

  it('lets a member leave the group with a caveat, and join again', async () => {
    const left = await order('0271234569', 'GROUP_MEMBER', 'CAPPED_5GB');
    expect(left.result).toBe('OkWithCaveats');
    expect(left.messages).toEqual([
      'This number leaves the group plan of 0211234567 and stops sharing its data.',
    ]);
    let group = (await people.data(
      aroha,
      '/api/mobile/v2/management/accounts/30000001/groupPlanServices',
    )) as GroupPlanService[];
    expect(group.map((entry) => entry.serviceEntity)).toEqual(['0211234567', '0221234568']);
    const joined = await order('0271234569', 'CAPPED_5GB', 'GROUP_MEMBER');
    expect(joined.result).toBe('OK');
    group = (await people.data(
      aroha,
      '/api/mobile/v2/management/accounts/30000001/groupPlanServices',
    )) as GroupPlanService[];
    expect(group.map((entry) => `${entry.serviceEntity}:${entry.role}`)).toEqual([
      '0211234567:Leader',
      '0221234568:Member',
      '0271234569:Member',
    ]);
  });

  it("refuses a line of another account named in the body, even with aroha's account code", async () => {
    const response = await people.call(aroha, {
      method: 'POST',
      url: '/api/sales/v3/ordering/accounts/30000001/productChangeOrders',
      json: change('0211234580', 'BIZ_ENDLESS_60', 'CAPPED_5GB'),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('add-ons', () => {
  const catalog = async () =>
    (await people.data(
      aroha,
      '/api/mobile/v2/catalog/accounts/30000001/mobileServices/0271234569/addonPlans?salesChannel=SelfService',
    )) as AddonPlanOffer[];

  it('lists postpay add-ons, adds one, stops its renewal and cancels it', async () => {
    const before = await catalog();
    expect(before.map((addon) => addon.addonPlanKey)).toEqual([
      'CALLINGPACK_INTL_100',
      'CALLINGPACK_INDIA_300',
      'DATA_5GB',
      'ROAMING_DAYPASS',
    ]);
    expect(before.every((addon) => addon.subscription === null)).toBe(true);
    await people.data(aroha, {
      method: 'POST',
      url: '/api/sales/v3/ordering/accounts/30000001/addProductOrders',
      json: {
        salesChannel: 'SelfService',
        salesPerson: 'MyAccountv2',
        additionalProducts: [
          {
            ratePlan: 'CALLINGPACK_INDIA_300',
            serviceEntity: '0271234569',
            service: 'mobile2_Addon',
          },
        ],
      },
    });
    const added = (await catalog()).find((addon) => addon.addonPlanKey === 'CALLINGPACK_INDIA_300');
    expect(added?.subscription?.stopRenewal).toBe(false);
    const stopped = await people.data(aroha, {
      method: 'POST',
      url: '/api/mobile/v2/ordering/accounts/30000001/serviceEntities/0271234569/stopAddonRenewal',
      json: { addonPlanKey: 'CALLINGPACK_INDIA_300' },
    });
    expect(stopped).toMatchObject({ stopRenewal: true, endsAt: added?.subscription?.renewsAt });
    expect(
      (await catalog()).find((addon) => addon.addonPlanKey === 'CALLINGPACK_INDIA_300')
        ?.subscription?.stopRenewal,
    ).toBe(true);
    await people.data(aroha, {
      method: 'POST',
      url: '/api/sales/v3/ordering/accounts/30000001/cancellationOrders',
      json: {
        additionalProductsToCancel: [
          {
            ratePlan: 'CALLINGPACK_INDIA_300',
            serviceEntity: '0271234569',
            service: 'mobile2_Addon',
          },
        ],
      },
    });
    expect((await catalog()).every((addon) => addon.subscription === null)).toBe(true);
  });

  it('stopping an add-on the line does not have is not found', async () => {
    const response = await people.call(aroha, {
      method: 'POST',
      url: '/api/mobile/v2/ordering/accounts/30000001/serviceEntities/0271234569/stopAddonRenewal',
      json: { addonPlanKey: 'ROAMING_DAYPASS' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('interest-free agreements', () => {
  it('shows the handset agreement of 0211234567 with what is left to invoice', async () => {
    const [agreement, ...others] = (await people.data(
      aroha,
      '/api/accounts/30000001/interestfree/agreements',
    )) as InterestFreeAgreement[];
    expect(others).toEqual([]);
    expect(agreement?.linkedServiceEntity).toBe('0211234567');
    expect(agreement?.manifest.items[0]?.billingDescription).toBe('Samsung Galaxy S25 128GB Navy');
    expect(agreement?.scheduledInstalments).toHaveLength(36);
    const unsent = (agreement?.scheduledInstalments ?? []).filter((i) => !i.invoiceSent);
    expect(agreement?.amountStillToBeInvoiced).toBe(
      unsent.reduce((sum, i) => sum + i.actualInstalmentAmountConsideringDiscountState, 0),
    );
    // 36 instalments of $1,799.00 less $10 off each of the first 12.
    const total = (agreement?.scheduledInstalments ?? []).reduce(
      (sum, i) => sum + i.actualInstalmentAmountConsideringDiscountState,
      0,
    );
    expect(total).toBe(179_900 - 12 * 1000);
    const one = await people.data(
      aroha,
      `/api/accounts/30000001/interestfree/agreements/${agreement?.agreementId ?? ''}`,
    );
    expect(one).toEqual(agreement);
    const kiris = await people.call('kiri@example.nz', {
      url: `/api/accounts/30000301/interestfree/agreements/${agreement?.agreementId ?? ''}`,
    });
    expect(kiris.statusCode).toBe(404);
  });
});
