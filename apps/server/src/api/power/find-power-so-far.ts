import { and, eq } from 'drizzle-orm';
import {
  addDays,
  consumptionPeriods,
  daysBetween,
  powerRatesInView,
  type ConsumptionPeriod,
  type DateKey,
  type PowerSoFar,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { icps } from '../../db/schema';
import { readingsBetween } from './meter-readings';
import { metersOf } from './power-connection-row';
import { findPowerPlans } from './power-plans';

export interface PowerPeriod {
  accountCode: string;
  /** First day of the bill period; the read on this day closes the day before. */
  periodStart: DateKey;
  billDate: DateKey;
  today: DateKey;
  /** The account's GST view, for the rate. */
  inclusive: boolean;
}

/** How far around a bill date a reading still tells that bill's use. */
const READ_SLACK_DAYS = 40;
/** How many days before the period the recent usual is taken from, without a year of reads. */
const RECENT_DAYS = 90;

/**
 * kWh used in each reading period's overlap with [from, to), spread evenly over its days,
 * as kWh a day; null when the reads cover less than half of those days.
 */
function dailyKwhOver(
  periods: readonly ConsumptionPeriod[],
  from: DateKey,
  to: DateKey,
): number | null {
  let kwh = 0;
  let days = 0;
  for (const period of periods) {
    const start = period.from > from ? period.from : from;
    const end = period.to < to ? period.to : to;
    const overlap = daysBetween(start, end);
    if (overlap <= 0) continue;
    kwh += (period.kwh * overlap) / period.days;
    days += overlap;
  }
  return days * 2 < daysBetween(from, to) ? null : kwh / days;
}

/**
 * The power read so far this bill period and what is usual for it (the same weeks a year
 * ago, else the last 90 days), for the bill forecast; null when the account has no power.
 * Reads only the meters' readings around the two windows, by the (meter, time) index.
 */
export async function findPowerSoFar(db: Db, period: PowerPeriod): Promise<PowerSoFar | null> {
  const [icp] = await db
    .select({ icpNumber: icps.icpNumber, planKey: icps.planKey, startDate: icps.startDate })
    .from(icps)
    .where(and(eq(icps.accountCode, period.accountCode), eq(icps.status, 'Active')))
    .limit(1);
  if (icp === undefined) return null;
  const [plan] = await findPowerPlans(db, { activeOnly: false, planKeys: [icp.planKey] });
  const serials = (await metersOf(db, icp.icpNumber)).map((meter) => meter.meterSerial);
  const periodDays = daysBetween(period.periodStart, period.billDate);
  const yearAgo = addDays(period.periodStart, -365);
  const readsBetween = async (from: DateKey, to: DateKey) =>
    consumptionPeriods(
      await readingsBetween(db, serials, from > icp.startDate ? from : icp.startDate, to),
    );
  const [current, lastYear] = await Promise.all([
    readsBetween(period.periodStart, period.today),
    readsBetween(
      addDays(yearAgo, -READ_SLACK_DAYS),
      addDays(yearAgo, periodDays + READ_SLACK_DAYS),
    ),
  ]);
  const sinceStart = current.filter((p) => p.from >= period.periodStart);
  const yearUsual = dailyKwhOver(lastYear, yearAgo, addDays(yearAgo, periodDays));
  // Without a year of reads, the usual is the last 90 days'.
  const recentFrom = addDays(period.periodStart, -RECENT_DAYS);
  const usual =
    yearUsual ??
    dailyKwhOver(
      await readsBetween(addDays(recentFrom, -READ_SLACK_DAYS), period.periodStart),
      recentFrom,
      period.periodStart,
    );
  return {
    kwhSoFar: sinceStart.reduce((sum, p) => sum + p.kwh, 0),
    daysRead: sinceStart.reduce((sum, p) => sum + p.days, 0),
    perKwhCents: powerRatesInView(plan?.rates ?? [], period.inclusive).perKwhCents,
    usualDailyKwh: usual,
    usualBasis: yearUsual === null ? 'recent' : 'lastYear',
  };
}
