import { accounts } from '../schema';
import type { SeedContext } from './context';
import { addMonths, daysBetween, addDays, withDayOfMonth, nzInstant } from './dates';
import { insertRows } from './insert';

/** When an account is billed: a day of the month, or every 14 days from a fixed Monday. */
export type BillSchedule =
  { kind: 'monthly'; day: number } | { kind: 'fortnightly'; anchor: string };

export interface DemoAccount {
  code: string;
  name: string;
  owner: string;
  email: string;
  phone: string | null;
  mobile: string | null;
  address: [string, string, string, string, string];
  businessGroup: 'Residential' | 'Business' | 'Prepay';
  schedule: BillSchedule | null;
  gstInclusive: boolean;
}

/**
 * The accounts of docs/demo-data.md, plus 30000199: the account behind the spare prepay
 * number 0201234599, which no identity holds a claim on.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account(
    '30000001',
    'Ngata Household',
    'Aroha Ngata',
    'aroha@example.nz',
    '094801234',
    '0211234567',
    ['12 Kōwhai Street', 'Ponsonby', 'Auckland', '1011', 'Auckland'],
    'Residential',
    { kind: 'monthly', day: 5 },
  ),
  account(
    '30000002',
    'Ngata Bach',
    'Aroha Ngata',
    'aroha@example.nz',
    null,
    '0211234567',
    ['8 Beach Road', 'Tairua', 'Tairua', '3508', 'Waikato'],
    'Residential',
    { kind: 'monthly', day: 20 },
  ),
  account(
    '30000101',
    'Ben Carter',
    'Ben Carter',
    'ben@example.nz',
    null,
    '0201234570',
    ['45 Cuba Street', 'Te Aro', 'Wellington', '6011', 'Wellington'],
    'Prepay',
    null,
  ),
  account(
    '30000199',
    'Prepay 0201234599',
    'Prepay customer',
    'prepay.0201234599@example.nz',
    null,
    '0201234599',
    ['PO Box 1234', '', 'Wellington', '6140', 'Wellington'],
    'Prepay',
    null,
  ),
  account(
    '30000201',
    'Hill Farm',
    'Fiona Hill',
    'fiona@example.nz',
    '033085566',
    '0274123456',
    ['1290 Ruapuna Road', 'Ruapuna', 'Ashburton', '7774', 'Canterbury'],
    'Residential',
    { kind: 'monthly', day: 12 },
  ),
  {
    ...account(
      '30000301',
      'Walker Builders Ltd',
      'Kiri Walker',
      'accounts@walkerbuilders.example.nz',
      '033794400',
      '0211234580',
      ['3/77 Disraeli Street', 'Addington', 'Christchurch', '8024', 'Canterbury'],
      'Business',
      { kind: 'monthly', day: 1 },
    ),
    gstInclusive: false,
  },
  account(
    '30000401',
    'Liam Chen',
    'Liam Chen',
    'liam@example.nz',
    null,
    '0226543210',
    ['22 Grey Street', 'Hamilton East', 'Hamilton', '3216', 'Waikato'],
    'Residential',
    { kind: 'fortnightly', anchor: '2024-01-08' },
  ),
];

function account(
  code: string,
  name: string,
  owner: string,
  email: string,
  phone: string | null,
  mobile: string | null,
  address: DemoAccount['address'],
  businessGroup: DemoAccount['businessGroup'],
  schedule: BillSchedule | null,
): DemoAccount {
  return {
    code,
    name,
    owner,
    email,
    phone,
    mobile,
    address,
    businessGroup,
    schedule,
    gstInclusive: true,
  };
}

export function demoAccount(code: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.code === code);
  if (found === undefined) throw new Error(`Unknown demo account ${code}`);
  return found;
}

/** Ngata Bach closed three months before `today`. */
export function bachCancelDate(todayDate: string): string {
  return addMonths(todayDate, -3);
}

/** Bill dates on or before `until`, newest last, reaching back `months` months from `todayDate`. */
export function billDatesOf(
  schedule: BillSchedule,
  todayDate: string,
  until: string,
  months = 13,
): string[] {
  const from = addMonths(todayDate, -months);
  const dates: string[] = [];
  if (schedule.kind === 'monthly') {
    for (let offset = -months - 1; offset <= 1; offset += 1) {
      const date = withDayOfMonth(addMonths(withDayOfMonth(todayDate, 1), offset), schedule.day);
      if (date > from && date <= until) dates.push(date);
    }
  } else {
    const firstStep = Math.ceil(daysBetween(schedule.anchor, from) / 14);
    for (
      let date = addDays(schedule.anchor, firstStep * 14);
      date <= until;
      date = addDays(date, 14)
    ) {
      if (date > from) dates.push(date);
    }
  }
  return dates;
}

/**
 * The dates an account was invoiced on, oldest first: its bill dates up to `today`, or,
 * for the closed bach, up to the cancellation with a final bill on that day.
 */
export function invoiceDatesOf(code: string, todayDate: string): string[] {
  const schedule = demoAccount(code).schedule;
  if (schedule === null) return [];
  if (code !== '30000002') return billDatesOf(schedule, todayDate, todayDate);
  const closed = bachCancelDate(todayDate);
  const dates = billDatesOf(schedule, todayDate, closed);
  return dates.at(-1) === closed ? dates : [...dates, closed];
}

/** The bill date before the first one in range: where the first invoice's period starts. */
export function previousBillDate(schedule: BillSchedule, billDate: string): string {
  return schedule.kind === 'monthly' ? addMonths(billDate, -1) : addDays(billDate, -14);
}

export function nextBillDateOf(schedule: BillSchedule, todayDate: string): string {
  const upcoming = billDatesOf(schedule, todayDate, addMonths(todayDate, 2)).filter(
    (date) => date > todayDate,
  );
  return upcoming[0] ?? addMonths(todayDate, 1);
}

export async function seedAccounts({ db, todayDate }: SeedContext): Promise<void> {
  const rows = DEMO_ACCOUNTS.map((a) => {
    const cancelled = a.code === '30000002' ? bachCancelDate(todayDate) : null;
    const billed =
      a.schedule === null ? [] : billDatesOf(a.schedule, todayDate, cancelled ?? todayDate);
    const fortnightly = a.schedule?.kind === 'fortnightly';
    const [street, suburb, city, postCode, region] = a.address;
    return {
      accountCode: a.code,
      accountName: a.name,
      ownerName: a.owner,
      billingEmail: a.email,
      billingPhoneNumber: a.phone,
      billingMobileNumber: a.mobile,
      billingAddress1: street,
      billingAddress2: suburb === '' ? null : suburb,
      billingAddress3: null,
      billingLocationName: city,
      billingPostCode: postCode,
      billingState: region,
      businessGroup: a.businessGroup,
      billFrequency: fortnightly ? 'Fortnightly' : 'Monthly',
      billingPeriod: fortnightly ? 'Weekly' : 'Monthly',
      billingPeriodModifiedDate: null,
      currentBillRun: billed.at(-1) ?? null,
      billCycleDisplayName: describeSchedule(a.schedule),
      lastBilledDate: billed.at(-1) ?? null,
      nextBillDate:
        a.schedule === null || cancelled !== null ? null : nextBillDateOf(a.schedule, todayDate),
      displayGstInclusiveValues: a.gstInclusive,
      gstNumber: a.businessGroup === 'Business' ? '123-456-789' : null,
      dateCancelled: cancelled === null ? null : nzInstant(cancelled, 17),
      createdAt: nzInstant(addMonths(todayDate, -30), 9),
    };
  });
  await insertRows(db, accounts, rows);
}

function describeSchedule(schedule: BillSchedule | null): string {
  if (schedule === null) return 'Prepay';
  if (schedule.kind === 'fortnightly') return 'Fortnightly (flexi)';
  return `Monthly on the ${ordinal(schedule.day)}`;
}

function ordinal(day: number): string {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
}
