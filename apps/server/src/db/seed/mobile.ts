import {
  dataShareBeneficiaries,
  interestFreeAgreements,
  interestFreeInstalments,
  mobileAddonSubscriptions,
  mobileServices,
  sharedDataPoolConfigurations,
  sharedDataPools,
} from '../schema';
import type { SeedContext } from './context';
import { addMonths, nzInstant, withDayOfMonth } from './dates';
import { demoAccount, nextBillDateOf } from './demo-accounts';
import { insertRows } from './insert';
import { MOBILE_PLANS } from './catalog-mobile';

export interface DemoLine {
  number: string;
  accountCode: string;
  planKey: string;
  leader: string | null;
  name: string | null;
  monthsActive: number;
}

export const DEMO_LINES: readonly DemoLine[] = [
  {
    number: '0211234567',
    accountCode: '30000001',
    planKey: 'GROUP_LEADER_60GB',
    leader: null,
    name: 'Aroha',
    monthsActive: 26,
  },
  {
    number: '0221234568',
    accountCode: '30000001',
    planKey: 'GROUP_MEMBER_PLUS',
    leader: '0211234567',
    name: 'Mere',
    monthsActive: 26,
  },
  {
    number: '0271234569',
    accountCode: '30000001',
    planKey: 'GROUP_MEMBER',
    leader: '0211234567',
    name: 'Tama',
    monthsActive: 20,
  },
  {
    number: '0211234580',
    accountCode: '30000301',
    planKey: 'BIZ_ENDLESS_60',
    leader: null,
    name: 'Kiri',
    monthsActive: 18,
  },
  {
    number: '0211234581',
    accountCode: '30000301',
    planKey: 'BIZ_ENDLESS_60',
    leader: null,
    name: 'Site foreman',
    monthsActive: 18,
  },
  {
    number: '0201234570',
    accountCode: '30000101',
    planKey: 'PREPAY_VALUE_29',
    leader: null,
    name: null,
    monthsActive: 30,
  },
  {
    number: '0201234599',
    accountCode: '30000199',
    planKey: 'PREPAY_BASE',
    leader: null,
    name: null,
    monthsActive: 9,
  },
];

export const GROUP_LEADER = '0211234567';
export const GROUP_LINES = DEMO_LINES.filter((line) => line.accountCode === '30000001').map(
  (line) => line.number,
);

/** The leader moved from the 30GB to the 60GB group plan five months before `today`. */
export function leaderPlanChangeDate(todayDate: string): string {
  return addMonths(todayDate, -5);
}

export function planOn(line: DemoLine, date: string, todayDate: string): string {
  if (line.number === GROUP_LEADER && date < leaderPlanChangeDate(todayDate))
    return 'GROUP_LEADER_30GB';
  return line.planKey;
}

/** A line on a fixed-term plan began its term when it moved onto that plan. */
function termStartOf(line: DemoLine, todayDate: string): string | null {
  const plan = MOBILE_PLANS.find((candidate) => candidate.planKey === line.planKey);
  if (plan?.termMonths == null) return null;
  return line.number === GROUP_LEADER
    ? leaderPlanChangeDate(todayDate)
    : addMonths(todayDate, -line.monthsActive);
}

export async function seedMobile(context: SeedContext): Promise<void> {
  const { db, todayDate, random } = context;
  // Leaders first: members reference them.
  const ordered = [...DEMO_LINES].sort(
    (a, b) => Number(a.leader !== null) - Number(b.leader !== null),
  );
  await insertRows(
    db,
    mobileServices,
    ordered.map((line) => ({
      serviceEntity: line.number,
      accountCode: line.accountCode,
      serviceEntityDescription: line.name,
      paymentType: line.planKey.startsWith('PREPAY') ? 'Prepay' : 'Postpay',
      planKey: line.planKey,
      groupLeaderServiceEntity: line.leader,
      status: 'Active',
      simSerial: `8964020${random.digits(12)}`,
      spendLimitCents: line.accountCode === '30000301' ? 20_000 : null,
      barringSettings: {
        internationalCalls: false,
        premiumRateServices: line.accountCode === '30000301',
        roaming: false,
      },
      activatedAt: nzInstant(addMonths(todayDate, -line.monthsActive), 14),
      termStartedOn: termStartOf(line, todayDate),
      createdAt: nzInstant(addMonths(todayDate, -line.monthsActive), 14),
    })),
  );
  const nextBill = nzInstant(nextBillDateOf({ kind: 'monthly', day: 5 }, todayDate), 0);
  await insertRows(db, mobileAddonSubscriptions, [
    {
      serviceEntity: '0221234568',
      addonPlanKey: 'CALLINGPACK_INTL_100',
      startedAt: nzInstant(addMonths(todayDate, -4), 18),
      renewsAt: nextBill,
    },
  ]);
  await seedGroupPool(context);
  await seedHandsetAgreement(context);
}

async function seedGroupPool({ db, todayDate }: SeedContext): Promise<void> {
  const [pool] = await db
    .insert(sharedDataPools)
    .values({
      accountCode: '30000001',
      leaderServiceEntity: GROUP_LEADER,
      poolType: 'Open',
      createdAt: nzInstant(addMonths(todayDate, -26), 14),
    })
    .returning({ id: sharedDataPools.id });
  if (pool === undefined) throw new Error('pool insert returned nothing');
  const changed = nzInstant(leaderPlanChangeDate(todayDate), 10);
  await insertRows(db, sharedDataPoolConfigurations, [
    {
      poolId: pool.id,
      planKey: 'GROUP_LEADER_30GB',
      dataPoolSizeGb: 30,
      dataSharerType: 'Standard',
      activatedAt: nzInstant(addMonths(todayDate, -26), 14),
      deactivatedAt: changed,
    },
    {
      poolId: pool.id,
      planKey: 'GROUP_LEADER_60GB',
      dataPoolSizeGb: 60,
      dataSharerType: 'Standard',
      activatedAt: changed,
      deactivatedAt: null,
    },
  ]);
  await insertRows(db, dataShareBeneficiaries, [
    {
      donorServiceEntity: GROUP_LEADER,
      beneficiaryMsisdn: '0221234568',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 2048,
      currentMonthShareAmountMb: 0,
      createdAt: nzInstant(addMonths(todayDate, -4), 19),
    },
  ]);
}

export interface Instalment {
  number: number;
  billDate: string;
  amountCents: number;
  discountCents: number;
}

const HANDSET_PRICE_CENTS = 179_900;
const HANDSET_INSTALMENTS = 36;
/** A $10 monthly promotional discount on the first 12 instalments. */
const DISCOUNTED_INSTALMENTS = 12;
const DISCOUNT_CENTS = 1000;

/** The handset agreement's schedule; billing adds each instalment to that month's invoice. */
export function handsetInstalments(todayDate: string): Instalment[] {
  const first = withDayOfMonth(addMonths(todayDate, -8), demoAccountBillDay());
  const base = Math.floor(HANDSET_PRICE_CENTS / HANDSET_INSTALMENTS);
  return Array.from({ length: HANDSET_INSTALMENTS }, (_, index) => {
    const last = index === HANDSET_INSTALMENTS - 1;
    const gross = last ? HANDSET_PRICE_CENTS - base * (HANDSET_INSTALMENTS - 1) : base;
    const discountCents = index < DISCOUNTED_INSTALMENTS ? DISCOUNT_CENTS : 0;
    return {
      number: index + 1,
      billDate: addMonths(first, index),
      amountCents: gross - discountCents,
      discountCents,
    };
  });
}

function demoAccountBillDay(): number {
  const schedule = demoAccount('30000001').schedule;
  return schedule?.kind === 'monthly' ? schedule.day : 1;
}

async function seedHandsetAgreement({ db, todayDate, random }: SeedContext): Promise<void> {
  const instalments = handsetInstalments(todayDate);
  const id = random.uuid();
  const unsent = instalments.filter((i) => i.billDate > todayDate);
  await insertRows(db, interestFreeAgreements, [
    {
      id,
      accountCode: '30000001',
      linkedServiceEntity: GROUP_LEADER,
      manifest: [
        { type: 'Product', billingDescription: 'Samsung Galaxy S25 128GB Navy', quantity: 1 },
      ],
      numberOfInstalments: HANDSET_INSTALMENTS,
      totalAmountCents: HANDSET_PRICE_CENTS,
      initialBillDate: instalments[0]?.billDate ?? todayDate,
      lastBillDate: instalments.at(-1)?.billDate ?? todayDate,
      isActive: true,
      totalDiscountsRemainingCents: unsent.reduce((sum, i) => sum + i.discountCents, 0),
      createdAt: nzInstant(addMonths(todayDate, -8), 11),
    },
  ]);
  await insertRows(
    db,
    interestFreeInstalments,
    instalments.map((i) => ({
      agreementId: id,
      instalmentNumber: i.number,
      billDate: i.billDate,
      amountCents: i.amountCents,
      discountCents: i.discountCents,
      invoiceSent: i.billDate <= todayDate,
    })),
  );
}
