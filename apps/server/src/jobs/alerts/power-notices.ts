import { and, eq, gte } from 'drizzle-orm';
import {
  addDays,
  consumptionPeriods,
  formatDate,
  formatNzd,
  toNzDateKey,
  unusualPowerDays,
  type RegisterReading,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { icps, meterReadings, meters } from '../../db/schema';
import { getBillForecast } from '../../api/bill-forecast';
import type { NoticeDraft } from '../../notifications/notices';

/** Reads this far back give each recent day its four weeks before. */
const WINDOW_DAYS = 35;
/** A day is told about while it is at most this old (its read comes the morning after). */
const RECENT_DAYS = 3;

/**
 * A day of unusual power use on a smart meter (unusualPowerDays): the day's kWh against
 * the median day of the four weeks before, from one query over every meter's recent reads.
 */
export async function unusualPowerDayNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const today = toNzDateKey(now);
  const rows = await db
    .select({
      icpNumber: icps.icpNumber,
      accountCode: icps.accountCode,
      meterSerial: meters.meterSerial,
      readAt: meterReadings.readAt,
      readingKwh: meterReadings.readingKwh,
      readingType: meterReadings.readingType,
    })
    .from(meterReadings)
    .innerJoin(meters, eq(meters.meterSerial, meterReadings.meterSerial))
    .innerJoin(icps, eq(icps.icpNumber, meters.icpNumber))
    .where(
      and(
        eq(icps.status, 'Active'),
        eq(meters.isSmart, true),
        gte(meterReadings.readAt, new Date(now.getTime() - WINDOW_DAYS * 86_400_000)),
      ),
    )
    .orderBy(meterReadings.meterSerial, meterReadings.readAt);
  const byMeter = new Map<string, { icp: string; account: string; reads: RegisterReading[] }>();
  for (const row of rows) {
    const meter = byMeter.get(row.meterSerial) ?? {
      icp: row.icpNumber,
      account: row.accountCode,
      reads: [],
    };
    meter.reads.push({
      readAt: row.readAt.toISOString(),
      readingKwh: row.readingKwh,
      readingType: row.readingType === 'Estimated' ? 'Estimated' : 'Actual',
    });
    byMeter.set(row.meterSerial, meter);
  }
  const recent = addDays(today, -RECENT_DAYS);
  return [...byMeter.values()].flatMap(({ icp, account, reads }) =>
    unusualPowerDays(consumptionPeriods(reads))
      .filter((day) => day.date >= recent)
      .map((day) => ({
        dedupeKey: `power-unusual-day:${icp}:${day.date}`,
        accountCode: account,
        kind: 'power-unusual-day' as const,
        serviceEntity: icp,
        title: 'Unusual power use',
        body: `On ${formatDate(day.date)} your home used ${String(Math.round(day.kwh))} kWh, against about ${String(Math.round(day.typicalKwh))} kWh on a usual day lately. A heater or appliance left on?`,
        linkPath: '/power',
        actionLabel: 'See your power use',
      })),
  );
}

/** The power part's forecast is told as high from this far above its usual… */
const HIGH_POWER_RATIO = 1.15;
/** …and at least this much (cents) above, so a small bill's small swing is not. */
const HIGH_POWER_MIN_EXTRA_CENTS = 1_000;

/**
 * The power bill heading above the usual: the next bill forecast's power part (use so far
 * carried on to the bill date, getBillForecast) against what the same weeks usually cost.
 * Told once per account and bill, once a day of the period has been read.
 */
export async function powerBillHighNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const accounts = await db
    .selectDistinct({ accountCode: icps.accountCode })
    .from(icps)
    .where(eq(icps.status, 'Active'))
    .orderBy(icps.accountCode);
  const drafts: NoticeDraft[] = [];
  for (const { accountCode } of accounts) {
    const forecast = await getBillForecast(db, accountCode, now);
    const power = forecast.parts.find((part) => part.kind === 'power');
    if (forecast.billDate === null || power?.usual == null || power.soFar <= 0) continue;
    const extra = power.amount - power.usual;
    if (power.amount < power.usual * HIGH_POWER_RATIO || extra < HIGH_POWER_MIN_EXTRA_CENTS)
      continue;
    const gst = forecast.displayGstInclusiveValues ? '' : ' excl. GST';
    drafts.push({
      dedupeKey: `power-bill-high:${accountCode}:${forecast.billDate}`,
      accountCode,
      kind: 'power-bill-high',
      title: 'Your power bill is heading high',
      body: `At your use so far, power on your bill of ${formatDate(forecast.billDate)} will be about ${formatNzd(power.amount)}${gst}, against ${formatNzd(power.usual)} for these weeks usually.`,
      linkPath: '/',
      actionLabel: 'See your bill forecast',
    });
  }
  return drafts;
}
