import { describe, expect, it } from 'vitest';
import { omit } from './test-utils';
import {
  addNumberStateSchema,
  interestFreeAgreementSchema,
  mobilePlanSchema,
  mobileServiceSchema,
  walletBalanceSchema,
} from './mobile';

const groupMemberPlan = {
  planKey: 'mobile2_group_member_20gb',
  planDescription: 'Group Member 20GB',
  charges: [
    {
      chargeExcludingGst: 2609,
      chargeIncludingGst: 3000,
      billFrequency: 'Monthly',
      unit: 'month',
      description: 'Monthly plan charge',
    },
  ],
  dataCap: 20 * 1024 ** 3,
  minutesLimit: null,
  textLimit: null,
  groupTag: 'family-2026',
  isGroupLeader: false,
  isGroupMember: true,
  isStandalone: false,
  maxGroupMemberCount: 4,
  supportedLeaderPlanKeys: ['mobile2_group_leader_60gb'],
  dataCategory: 'Carryover',
  isBasePrepayPlan: false,
  isUnlimitedData: false,
  isUnlimitedMinutes: true,
  isUnlimitedText: true,
  descriptionTexts: ['20GB of data shared with your group', 'Unlimited NZ & AU minutes and texts'],
};

describe('mobilePlanSchema', () => {
  it('parses a group member plan', () => {
    expect(mobilePlanSchema.parse(groupMemberPlan)).toEqual(groupMemberPlan);
  });

  it('rejects charges that are not integer cents', () => {
    const [charge] = groupMemberPlan.charges;
    const dollars = {
      ...groupMemberPlan,
      charges: [{ ...charge, chargeIncludingGst: 30.0 + 0.5 }],
    };
    expect(mobilePlanSchema.safeParse(dollars).success).toBe(false);
  });

  it('rejects an unknown data category or bill frequency', () => {
    expect(
      mobilePlanSchema.safeParse({ ...groupMemberPlan, dataCategory: 'Infinite' }).success,
    ).toBe(false);
    const [charge] = groupMemberPlan.charges;
    const yearly = { ...groupMemberPlan, charges: [{ ...charge, billFrequency: 'Yearly' }] };
    expect(mobilePlanSchema.safeParse(yearly).success).toBe(false);
  });

  it('rejects a plan without its group flags', () => {
    expect(mobilePlanSchema.safeParse(omit(groupMemberPlan, 'isGroupMember')).success).toBe(false);
  });
});

describe('mobileServiceSchema and walletBalanceSchema', () => {
  it('parses a prepay service and its wallet', () => {
    const service = {
      serviceEntity: '0201234570',
      service: 'mobile2_linerental',
      serviceEntityDescription: "Ben's phone",
      status: 'Active',
      isPrepay: true,
      planKey: 'prepay_base',
    };
    expect(mobileServiceSchema.parse(service)).toEqual(service);
    const wallet = {
      serviceEntity: '0201234570',
      balance: 1250,
      expiryDate: '2026-06-30',
      asAt: '2026-03-02T08:15:00+13:00',
    };
    expect(walletBalanceSchema.parse(wallet)).toEqual(wallet);
    expect(walletBalanceSchema.safeParse({ ...wallet, balance: 12.5 }).success).toBe(false);
    expect(walletBalanceSchema.safeParse({ ...wallet, asAt: '2026-03-02T08:15:00' }).success).toBe(
      false,
    );
  });

  it('rejects a service entity that is not a mobile number', () => {
    const service = { serviceEntity: '093601234', service: 'x', serviceEntityDescription: null };
    expect(
      mobileServiceSchema.safeParse({
        ...service,
        status: 'Active',
        isPrepay: false,
        planKey: null,
      }).success,
    ).toBe(false);
  });
});

describe('addNumberStateSchema', () => {
  it('parses the state between initiate and verify', () => {
    const state = {
      mobileNumber: '0201234599',
      lastOtpSentTime: '2026-03-02T09:00:00Z',
      codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    };
    expect(addNumberStateSchema.parse(state)).toEqual(state);
  });
});

describe('interestFreeAgreementSchema', () => {
  const agreement = {
    agreementId: 'IFA-000451',
    linkedServiceEntity: '0211234567',
    manifest: { items: [{ type: 'Product', billingDescription: 'Samsung Galaxy S25 128GB' }] },
    scheduledInstalments: [
      {
        invoiceSent: true,
        billDate: '2026-02-15',
        actualInstalmentAmountConsideringDiscountState: 6250,
      },
      {
        invoiceSent: false,
        billDate: '2026-03-15',
        actualInstalmentAmountConsideringDiscountState: 6250,
      },
    ],
    numberOfInstalments: 24,
    amountStillToBeInvoiced: 137500,
    initialBillDate: '2025-04-15',
    lastBillDate: '2027-03-15',
    isActive: true,
    totalDiscountsRemaining: 0,
  };

  it('parses an active agreement', () => {
    expect(interestFreeAgreementSchema.parse(agreement)).toEqual(agreement);
  });

  it('rejects fractional amounts and malformed instalment dates', () => {
    expect(
      interestFreeAgreementSchema.safeParse({ ...agreement, amountStillToBeInvoiced: 1375.5 })
        .success,
    ).toBe(false);
    const badInstalment = {
      invoiceSent: false,
      billDate: '2026-3-15',
      actualInstalmentAmountConsideringDiscountState: 1,
    };
    expect(
      interestFreeAgreementSchema.safeParse({ ...agreement, scheduledInstalments: [badInstalment] })
        .success,
    ).toBe(false);
  });
});
