import { planDataText } from '@portal/domain';
import { addonPlans, mobilePlanCharges, mobilePlans } from '../schema';
import type { SeedContext } from './context';
import { insertRows } from './insert';
import { charge } from './money';
import { fixedTerm } from './plan-terms';

const GB = 1024 ** 3;

type PlanRow = typeof mobilePlans.$inferInsert;

interface PlanSeed extends PlanRow {
  priceCents: number;
}

const groupLeaders = ['GROUP_LEADER_30GB', 'GROUP_LEADER_60GB'];

/** Monthly prices including GST, in cents; prepay plans renew every 28 days. */
export const MOBILE_PLANS: readonly PlanSeed[] = [
  leader('GROUP_LEADER_30GB', 'Group Plan Leader 30GB', 30, 6500, 1),
  {
    ...leader('GROUP_LEADER_60GB', 'Group Plan Leader 60GB', 60, 8000, 2),
    ...fixedTerm(12, 1000, 10000),
  },
  member('GROUP_MEMBER', 'Group Plan Member', groupLeaders, 2500, 3),
  member('GROUP_MEMBER_PLUS', 'Group Plan Member Plus', ['GROUP_LEADER_60GB'], 3500, 4),
  standalone('CAPPED_5GB', 'Essential 5GB', 'Capped', 5, 3000, 5),
  standalone('CARRYOVER_15GB', 'Carryover 15GB', 'Carryover', 15, 5000, 6),
  { ...standalone('ENDLESS_40', 'Endless 40', 'Endless', 40, 6000, 7), unlimitedData: true },
  {
    ...standalone('UNLIMITED_MAX', 'Unlimited Max', 'Unlimited', null, 9000, 8),
    unlimitedData: true,
    ...fixedTerm(12, 1500, 15000),
  },
  {
    ...standalone('BIZ_ENDLESS_60', 'Business Endless 60', 'Endless', 60, 6900, 9),
    unlimitedData: true,
    businessOnly: true,
    ...fixedTerm(24, 1000, 20000),
  },
  prepay('PREPAY_BASE', 'Prepay Casual', null, 0, 10, true),
  prepay('PREPAY_VALUE_19', 'Prepay Value Pack $19', 3, 1900, 11, false),
  prepay('PREPAY_VALUE_29', 'Prepay Value Pack $29', 8, 2900, 12, false),
  prepay('PREPAY_ENDLESS_59', 'Prepay Endless $59', 40, 5900, 13, false),
];

function base(planKey: string, planDescription: string, priceCents: number, sortOrder: number) {
  return {
    planKey,
    planDescription,
    priceCents,
    sortOrder,
    paymentType: 'Postpay',
    unlimitedMinutes: true,
    unlimitedText: true,
    dataCategory: 'Standard',
    descriptions: ['Unlimited NZ & Australia minutes', 'Unlimited NZ & Australia texts'],
  };
}

function leader(key: string, name: string, gb: number, price: number, order: number): PlanSeed {
  return {
    ...base(key, name, price, order),
    planType: 'Carryover',
    dataCapBytes: gb * GB,
    groupTag: 'Group',
    isGroupLeader: true,
    isStandalone: false,
    maxGroupMemberCount: 4,
    shortDescription: `${gb}GB shared with up to 4 member lines`,
  };
}

function member(
  key: string,
  name: string,
  leaders: string[],
  price: number,
  order: number,
): PlanSeed {
  return {
    ...base(key, name, price, order),
    planType: 'Carryover',
    groupTag: 'Group',
    isGroupMember: true,
    isStandalone: false,
    supportedLeaderPlanKeys: leaders,
    shortDescription: "Shares the group leader's data",
  };
}

function standalone(
  key: string,
  name: string,
  planType: string,
  gb: number | null,
  price: number,
  order: number,
): PlanSeed {
  return {
    ...base(key, name, price, order),
    planType,
    dataCapBytes: gb === null ? null : gb * GB,
    // The words every page uses for a plan's data (an Endless plan's cap is full speed).
    shortDescription: planDataText({
      dataCategory: planType,
      dataCap: gb === null ? null : gb * GB,
      isUnlimitedData: gb === null,
      isGroupMember: false,
    }),
  };
}

function prepay(
  key: string,
  name: string,
  gb: number | null,
  price: number,
  order: number,
  isBase: boolean,
): PlanSeed {
  return {
    ...base(key, name, price, order),
    paymentType: 'Prepay',
    planType: 'Prepay',
    isBasePrepayPlan: isBase,
    dataCapBytes: gb === null ? null : gb * GB,
    unlimitedMinutes: !isBase,
    unlimitedText: !isBase,
    minutesLimit: isBase ? 0 : null,
    textLimit: isBase ? 0 : null,
    shortDescription: isBase ? 'Pay as you go from your balance' : `${gb ?? 0}GB every 28 days`,
  };
}

export function mobilePlanPrice(planKey: string): number {
  return MOBILE_PLANS.find((plan) => plan.planKey === planKey)?.priceCents ?? 0;
}

/** The add-on catalog (mobile and broadband); prices including GST in cents. */
export const ADDON_PLANS: readonly (typeof addonPlans.$inferInsert)[] = [
  addon(
    'CALLINGPACK_INTL_100',
    'callingpack',
    'International Calling Pack',
    '100 minutes to 20 countries',
    'Postpay',
    1000,
    1,
  ),
  addon(
    'CALLINGPACK_INDIA_300',
    'callingpack',
    'India Calling Pack',
    '300 minutes to India',
    'Postpay',
    1000,
    2,
  ),
  {
    ...addon(
      'DATA_5GB',
      'data',
      'Extra 5 GB data',
      '5GB of extra data until your next bill',
      'Postpay',
      1500,
      3,
    ),
    dataBytes: 5 * GB,
    autoRenews: false,
  },
  {
    ...addon('DATA_2GB_PREPAY', 'data', '2 GB data booster', '2GB for 7 days', 'Prepay', 1000, 4),
    dataBytes: 2 * GB,
    autoRenews: false,
  },
  {
    ...addon(
      'ROAMING_DAYPASS',
      'roaming',
      'Roaming Day Pass',
      'Use your plan overseas, charged only on the days you use it',
      'Postpay',
      500,
      5,
    ),
    billFrequency: 'Daily',
  },
  addon(
    'WBB_BACKUP',
    'mobile2_wbb_addon',
    'Wireless broadband backup',
    'Wireless backup for your broadband',
    'Broadband',
    1000,
    6,
  ),
  addon(
    'STATIC_IP',
    'static_ip',
    'Static IP address',
    'A fixed public IPv4 address',
    'Broadband',
    1000,
    7,
  ),
  addon(
    'AMAZON_PRIME_VIDEO',
    'amazonprimevideo',
    'Amazon Prime Video',
    'Prime Video on your bill',
    'Broadband',
    699,
    8,
  ),
  addon(
    'FIBREVOICE_RENTAL',
    'fibervoice_rental',
    'Fibre phone adapter rental',
    'Phone port on your fibre modem',
    'Broadband',
    500,
    9,
  ),
  addon(
    'ATA_POTS_RENTAL',
    'ata_pots_rental',
    'Phone adapter rental',
    'Analogue phone adapter',
    'Broadband',
    500,
    10,
  ),
  addon(
    'SIPTRUNK_DDI',
    'siptrunk_ddi',
    'Extra direct-dial number',
    'An extra direct-dial number',
    'Broadband',
    300,
    11,
  ),
];

function addon(
  addonPlanKey: string,
  addonType: string,
  name: string,
  description: string,
  appliesTo: string,
  price: number,
  sortOrder: number,
): typeof addonPlans.$inferInsert {
  const { chargeIncludingGstCents, chargeExcludingGstCents } = charge(price);
  return {
    addonPlanKey,
    addonType,
    name,
    description,
    appliesTo,
    chargeIncludingGstCents,
    chargeExcludingGstCents,
    billFrequency: 'Monthly',
    sortOrder,
  };
}

/** An add-on's catalogue entry, for bills that charge it under its own name and price. */
export function addonPlan(addonPlanKey: string): { name: string; priceCents: number } {
  const plan = ADDON_PLANS.find((row) => row.addonPlanKey === addonPlanKey);
  if (plan === undefined) throw new Error(`No add-on ${addonPlanKey} in the catalogue`);
  return { name: plan.name, priceCents: plan.chargeIncludingGstCents };
}

export async function seedMobileCatalog({ db }: SeedContext): Promise<void> {
  await insertRows(
    db,
    mobilePlans,
    MOBILE_PLANS.map((plan) => {
      const row: PlanRow & { priceCents?: number } = { ...plan };
      delete row.priceCents;
      return row;
    }),
  );
  await insertRows(
    db,
    mobilePlanCharges,
    MOBILE_PLANS.map((plan) => ({
      planKey: plan.planKey,
      ...charge(plan.priceCents),
      billFrequency: plan.paymentType === 'Prepay' ? 'Every28Days' : 'Monthly',
      unit: plan.paymentType === 'Prepay' ? '28 days' : 'month',
      description: plan.paymentType === 'Prepay' ? 'Plan price' : 'Monthly plan charge',
      sortOrder: 0,
    })),
  );
  await insertRows(db, addonPlans, ADDON_PLANS);
}
