import { broadbandPlans, powerPlanRates, powerPlans, voicePlans } from '../schema';
import type { SeedContext } from './context';
import { insertRows } from './insert';
import { excludingGst } from './money';
import { fixedTerm, type PlanTermSeed } from './plan-terms';

/** Power rates including GST in cents (per day, per kWh); fractions of a cent are normal here. */
export const POWER_RATES: Readonly<Record<string, { daily: number; anytime: number }>> = {
  ELECTRICITY: { daily: 276, anytime: 27.85 },
  ELECTRICITY_LOW: { daily: 138, anytime: 33.12 },
  ELECTRICITY_SAVER: { daily: 259.9, anytime: 26.4 },
};

const POWER_PLANS = [
  {
    planKey: 'ELECTRICITY',
    name: 'Everyday Power',
    description: 'One simple anytime rate for homes that use more than 8,000 kWh a year.',
    userType: 'Standard',
    sortOrder: 1,
  },
  {
    planKey: 'ELECTRICITY_LOW',
    name: 'Everyday Power Low User',
    description: 'A lower daily charge for homes that use less than 8,000 kWh a year.',
    userType: 'LowUser',
    sortOrder: 2,
  },
  {
    planKey: 'ELECTRICITY_SAVER',
    name: 'Bundle Saver Power',
    description: 'Our best rate when you have broadband with us too.',
    userType: 'Standard',
    sortOrder: 3,
    ...fixedTerm(12, 1000, 10000),
  },
];

interface BroadbandSeed {
  planKey: string;
  name: string;
  technology: 'UFB' | 'WBB' | 'xDSL';
  categoryGroup: string;
  category: string;
  downloadMbps: number;
  uploadMbps: number;
  priceCents: number;
  blurb: string | null;
  businessOnly?: boolean;
  isActive?: boolean;
  termMonths?: number;
  earlyTerminationFeePerMonthCents?: number;
  earlyTerminationFeeCapCents?: number;
  setupFeeCents?: number;
}

/** Home fibre on a 12-month term; business fibre on 24 months. */
const homeFibreTerm: PlanTermSeed = fixedTerm(12, 1500, 15000);
const businessFibreTerm: PlanTermSeed = fixedTerm(24, 2000, 30000);

export const BROADBAND_PLANS: readonly BroadbandSeed[] = [
  // Open term: leave any time, with a one-off connection fee instead of a term.
  {
    ...fibre(
      'UFF50/10',
      'Fibre Start',
      50,
      10,
      7500,
      'Fibre Start: great for browsing, email and HD streaming.',
    ),
    setupFeeCents: 4900,
  },
  {
    ...fibre(
      'UFF300/100',
      'Fibre Smart',
      300,
      100,
      8900,
      'Fibre Smart: room for the whole household to stream at once.',
    ),
    ...homeFibreTerm,
  },
  {
    ...fibre(
      'UFF1000/500',
      'Fibre Super',
      1000,
      500,
      9900,
      'Fibre Super: our fastest home fibre for gamers and creators.',
    ),
    ...homeFibreTerm,
  },
  // A code the spec lists as seen: an earlier Fibre Super, kept for lines still on it and
  // offered to nobody, so a home fibre line is not shown two Fibre Supers to choose from.
  { ...fibre('NGA1000/500', 'Fibre Super (earlier plan)', 1000, 500, 9900, null), isActive: false },
  {
    ...fibre('UFF2000/2000', 'Fibre Hyper 2000', 2000, 2000, 13900, null),
    businessOnly: true,
    ...businessFibreTerm,
  },
  {
    ...fibre('UFF4000/4000', 'Fibre Hyper 4000', 4000, 4000, 16900, null),
    businessOnly: true,
    ...businessFibreTerm,
  },
  wireless('WBBv2_4G_Unlimited', 'Wireless Broadband 4G Unlimited', '4G', 60, 15, 7000),
  wireless('WBBv2_5G_Unlimited', 'Wireless Broadband 5G Unlimited', '5G', 300, 50, 8000),
  copper('ADSL_Unlimited', 'ADSL Unlimited', 'ADSL', 12, 1, 8500),
  copper('VDSL_Unlimited', 'VDSL Unlimited', 'VDSL', 40, 10, 8500),
];

/** A broadband plan of the kind `kind` names (technology, category): each builder below fills it. */
function broadband(
  kind: Pick<BroadbandSeed, 'technology' | 'categoryGroup' | 'category'>,
  plan: { planKey: string; name: string; down: number; up: number; priceCents: number },
  blurb: string | null,
): BroadbandSeed {
  return {
    planKey: plan.planKey,
    name: plan.name,
    ...kind,
    downloadMbps: plan.down,
    uploadMbps: plan.up,
    priceCents: plan.priceCents,
    blurb,
  };
}

function fibre(
  planKey: string,
  name: string,
  down: number,
  up: number,
  priceCents: number,
  blurb: string | null,
): BroadbandSeed {
  const kind = { technology: 'UFB', categoryGroup: 'Fibre', category: `UFB${down}/${up}` } as const;
  return broadband(kind, { planKey, name, down, up, priceCents }, blurb);
}

function wireless(
  planKey: string,
  name: string,
  generation: string,
  down: number,
  up: number,
  priceCents: number,
): BroadbandSeed {
  const category = `Wireless ${generation} Unlimited`;
  const kind = { technology: 'WBB', categoryGroup: 'Wireless', category } as const;
  return broadband(kind, { planKey, name, down, up, priceCents }, null);
}

function copper(
  planKey: string,
  name: string,
  category: string,
  down: number,
  up: number,
  priceCents: number,
): BroadbandSeed {
  const kind = { technology: 'xDSL', categoryGroup: 'Copper', category } as const;
  return broadband(kind, { planKey, name, down, up, priceCents }, null);
}

export function broadbandPlan(planKey: string): BroadbandSeed {
  const plan = BROADBAND_PLANS.find((candidate) => candidate.planKey === planKey);
  if (plan === undefined) throw new Error(`Unknown broadband plan ${planKey}`);
  return plan;
}

export const VOICE_PLANS = [
  {
    planKey: 'SIPONT_HOMEPHONE',
    name: 'Home Phone',
    voiceType: 'SIPONT',
    priceCents: 1000,
    description: 'A landline through your fibre modem; calls charged as you go.',
  },
  {
    planKey: 'SIPONT_UNLIMITED',
    name: 'Home Phone Unlimited',
    voiceType: 'SIPONT',
    priceCents: 2000,
    description: 'Unlimited calls to NZ landlines and mobiles.',
  },
  {
    planKey: 'ATAPOTS_HOMEPHONE',
    name: 'Home Phone (adapter)',
    voiceType: 'ATAPOTS',
    priceCents: 1000,
    description: 'A landline through a phone adapter.',
  },
  {
    planKey: 'NOVOICE',
    name: 'No home phone',
    voiceType: 'NoVoice',
    priceCents: 0,
    description: 'Broadband only.',
  },
] as const;

export function voicePlanPrice(planKey: string): number {
  return VOICE_PLANS.find((plan) => plan.planKey === planKey)?.priceCents ?? 0;
}

export async function seedServiceCatalog({ db }: SeedContext): Promise<void> {
  await insertRows(db, powerPlans, POWER_PLANS);
  await insertRows(
    db,
    powerPlanRates,
    Object.entries(POWER_RATES).flatMap(([planKey, rates]) => [
      rate(planKey, 'Daily', 'day', rates.daily),
      rate(planKey, 'Anytime', 'kWh', rates.anytime),
    ]),
  );
  await insertRows(
    db,
    broadbandPlans,
    BROADBAND_PLANS.map(({ priceCents, ...plan }, index) => ({
      ...plan,
      monthlyChargeIncludingGstCents: priceCents,
      monthlyChargeExcludingGstCents: excludingGst(priceCents),
      sortOrder: index + 1,
    })),
  );
  await insertRows(
    db,
    voicePlans,
    VOICE_PLANS.map(({ priceCents, ...plan }, index) => ({
      ...plan,
      monthlyChargeIncludingGstCents: priceCents,
      monthlyChargeExcludingGstCents: excludingGst(priceCents),
      sortOrder: index + 1,
    })),
  );
}

function rate(planKey: string, rateType: string, unit: string, cents: number) {
  // Four decimals, as the column keeps them.
  const excl = Math.round((cents / 1.15) * 10_000) / 10_000;
  return { planKey, rateType, unit, centsIncludingGst: cents, centsExcludingGst: excl };
}
