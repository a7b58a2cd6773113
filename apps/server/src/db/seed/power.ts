import { icps, meterIntervalReads, meterReadings, meters } from '../schema';
import type { SeedContext } from './context';
import { addMonths, daysBetween, monthOf, nzInstant } from './dates';
import {
  bachCancelDate,
  demoAccount,
  invoiceDatesOf,
  nextBillDateOf,
  previousBillDate,
} from './demo-accounts';
import { DEMO_SERVICES } from './services';
import { insertRows } from './insert';
import { withDailyReads, type RegisterRead } from './power-daily-reads';
import { halfHourReads, INTERVAL_READ_MONTHS } from './power-interval-reads';

interface IcpSeed {
  icp: string;
  accountCode: string;
  planKey: string;
  meter: string;
  network: string;
  locationId: string;
  /** Average kWh a day over the year. */
  dailyKwh: number;
  meterLocation: string;
  /**
   * Use this period against the same weeks of other years (1 when not set): above 1, the
   * next bill's power heads above the usual for this time of year (the bill guardian).
   */
  usualTimes?: number;
  /** The meter's half-hourly reads are kept (EIEP13A downloads, the usage drill-down). */
  halfHourly?: boolean;
}

const ICPS: readonly IcpSeed[] = [
  {
    icp: DEMO_SERVICES.ngataIcp,
    accountCode: '30000001',
    planKey: 'ELECTRICITY',
    meter: 'MTR-4400127',
    network: 'Vector',
    locationId: 'LOC-1001',
    dailyKwh: 21,
    meterLocation: 'Outside, left of the front door',
    // A heat pump left on: Aroha's power bill is heading high (the dashboard's forecast).
    usualTimes: 1.35,
    halfHourly: true,
  },
  {
    icp: DEMO_SERVICES.bachIcp,
    accountCode: '30000002',
    planKey: 'ELECTRICITY_LOW',
    meter: 'MTR-2209841',
    network: 'Powerco',
    locationId: 'LOC-1002',
    dailyKwh: 5,
    meterLocation: 'Carport wall',
  },
  {
    icp: DEMO_SERVICES.farmIcp,
    accountCode: '30000201',
    planKey: 'ELECTRICITY',
    meter: 'MTR-8810334',
    network: 'EA Networks',
    locationId: 'LOC-2001',
    dailyKwh: 48,
    meterLocation: 'Pole by the woolshed',
  },
];

/** kWh used in each billing period, keyed `${icp}:${billDate}`; billing turns it into charges. */
export type PowerUsage = Map<string, number>;

/** New Zealand winters (June to August) use the most power; the peak is July. */
function seasonalFactor(isoDate: string): number {
  return 1 + 0.35 * Math.cos(((monthOf(isoDate) - 7) / 12) * 2 * Math.PI);
}

/**
 * kWh a day of the period still open. A connection used as usual follows the season day by
 * day; one used `usualTimes` the usual is priced as its bill will be, by the bill date's
 * season, so that it stays that far above the same bill a year before all month round.
 */
function currentUse(seed: IcpSeed, nextBillDate: string): (date: string) => number {
  if (seed.usualTimes === undefined) return (date) => seed.dailyKwh * seasonalFactor(date);
  const daily = seed.dailyKwh * seasonalFactor(nextBillDate) * seed.usualTimes;
  return () => daily;
}

export async function seedPower({ db, todayDate, random }: SeedContext): Promise<PowerUsage> {
  const usage: PowerUsage = new Map();
  await insertRows(
    db,
    icps,
    ICPS.map((seed) => {
      const closed = seed.accountCode === '30000002' ? bachCancelDate(todayDate) : null;
      const [street, suburb, city] = demoAccount(seed.accountCode).address;
      return {
        icpNumber: seed.icp,
        accountCode: seed.accountCode,
        planKey: seed.planKey,
        locationId: seed.locationId,
        address: `${street}, ${suburb}, ${city}`,
        networkCompany: seed.network,
        status: closed === null ? 'Active' : 'Inactive',
        meterLocation: seed.meterLocation,
        siteAccessNotes:
          seed.accountCode === '30000201' ? 'Gate code 1290; close the gate behind you' : null,
        hasDog: seed.accountCode === '30000201',
        startDate: addMonths(todayDate, -36),
        endDate: closed,
        createdAt: nzInstant(addMonths(todayDate, -36), 9),
      };
    }),
  );
  await insertRows(
    db,
    meters,
    ICPS.map((seed) => ({
      meterSerial: seed.meter,
      icpNumber: seed.icp,
      meterType: 'Smart',
      registerContent: 'Anytime',
      isSmart: true,
      installedAt: addMonths(todayDate, -48),
    })),
  );
  const readings: (typeof meterReadings.$inferInsert)[] = [];
  const halfHours: (typeof meterIntervalReads.$inferInsert)[] = [];
  for (const seed of ICPS) {
    const schedule = demoAccount(seed.accountCode).schedule;
    const dates = invoiceDatesOf(seed.accountCode, todayDate);
    const first = dates[0];
    if (schedule === null || first === undefined) continue;
    // Start from an opening reading one period before the first bill in range.
    let previous = previousBillDate(schedule, first);
    let register = 10_000 + random.int(0, 30_000);
    const monthly: RegisterRead[] = [{ date: previous, register, estimated: false }];
    for (const [index, date] of dates.entries()) {
      const days = daysBetween(previous, date);
      const kwh = Math.round(
        days * seed.dailyKwh * seasonalFactor(date) * (0.9 + random.next() * 0.2),
      );
      register += kwh;
      // Smart meters occasionally fail to communicate; every fifth read is an estimate.
      monthly.push({ date, register, estimated: index % 5 === 3 });
      usage.set(`${seed.icp}:${date}`, kwh);
      previous = date;
    }
    // A smart meter reads every day; the demo keeps daily reads for the recent weeks of a
    // connection still open, and the reads on bill dates before them.
    const open = seed.accountCode !== '30000002';
    const reads = open
      ? withDailyReads(monthly, {
          today: todayDate,
          dailyKwh: currentUse(seed, nextBillDateOf(schedule, todayDate)),
          seed: Number(seed.meter.replace(/\D/g, '')),
          // Days within 5% of the pace, so even a day or two into the period tells.
          jitter: seed.usualTimes === undefined ? undefined : 0.05,
        })
      : monthly;
    for (const read of reads) readings.push(reading(seed.meter, read));
    if (seed.halfHourly !== true) continue;
    const from = addMonths(todayDate, -INTERVAL_READ_MONTHS);
    for (const read of halfHourReads(reads, {
      from,
      seed: Number(seed.meter.replace(/\D/g, '')),
    })) {
      halfHours.push({ meterSerial: seed.meter, ...read });
    }
  }
  await insertRows(db, meterReadings, readings);
  // Four columns a row: 10,000 rows stay well under PostgreSQL's bind parameter limit.
  await insertRows(db, meterIntervalReads, halfHours, 10_000);
  return usage;
}

/** A smart meter's read, taken at midnight: the read on a day closes the day before. */
function reading(meterSerial: string, read: RegisterRead) {
  return {
    meterSerial,
    readAt: nzInstant(read.date, 0),
    readingKwh: read.register,
    readingType: read.estimated ? ('Estimated' as const) : ('Actual' as const),
    source: read.estimated ? 'Estimate' : 'Smart meter',
  };
}

/** The ICP (and its plan) of an account's power connection, for billing. */
export function icpOf(accountCode: string): { icp: string; planKey: string } | undefined {
  const found = ICPS.find((seed) => seed.accountCode === accountCode);
  return found === undefined ? undefined : { icp: found.icp, planKey: found.planKey };
}
