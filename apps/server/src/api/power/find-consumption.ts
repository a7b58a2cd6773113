import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  addDays,
  consumptionPeriods,
  nzMidnight,
  toNzDateKey,
  type ConsumptionInterval,
} from '@portal/domain';
import type { ConsumptionQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { icps, meterIntervalReads } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { readingsBetween } from './meter-readings';
import { metersOf } from './power-connection-row';

const HALF_HOUR_MS = 30 * 60_000;
/** Readings this far before the range find the period it starts in (bills are monthly). */
const READINGS_LOOKBACK_DAYS = 70;

export const NOT_THIS_ICP_MESSAGE = 'That power connection is not on this account.';

export interface ConsumptionData {
  icpNumber: string;
  meterSerial: string | null;
  resolution: 'halfHour' | 'day' | 'period';
  intervals: ConsumptionInterval[];
}

/**
 * A power connection's use over the days asked for (both included), oldest first: the
 * meter's half-hours where it has them; before them (or without any), the days or periods
 * between register reads that lie wholly in the range. Never before the connection came to
 * this account, and only for an ICP of this account (else a 404, as for any other's).
 */
export async function findConsumption(
  db: Db,
  accountCode: string,
  query: ConsumptionQuery,
): Promise<ConsumptionData> {
  const [icp] = await db
    .select()
    .from(icps)
    .where(and(eq(icps.icpNumber, query.icp), eq(icps.accountCode, accountCode)));
  if (icp === undefined) throw AppError.notFound(NOT_THIS_ICP_MESSAGE, 'no_such_icp');
  const from = query.from < icp.startDate ? icp.startDate : query.from;
  const meter = (await metersOf(db, icp.icpNumber))[0];
  if (meter === undefined || from > query.to) {
    return { icpNumber: icp.icpNumber, meterSerial: null, resolution: 'period', intervals: [] };
  }
  const start = nzMidnight(from);
  const end = nzMidnight(addDays(query.to, 1));
  const halfHours = await halfHoursOf(db, meter.meterSerial, start, end);
  const firstHalfHour = halfHours[0] === undefined ? end : new Date(halfHours[0].start);
  const earlier = await readPeriodsOf(db, meter.meterSerial, start, firstHalfHour);
  const resolution =
    halfHours.length > 0
      ? 'halfHour'
      : earlier.length > 0 && earlier.every(isOneDay)
        ? 'day'
        : 'period';
  return {
    icpNumber: icp.icpNumber,
    meterSerial: meter.meterSerial,
    resolution,
    intervals: [...earlier, ...halfHours],
  };
}

async function halfHoursOf(
  db: Db,
  meterSerial: string,
  start: Date,
  end: Date,
): Promise<ConsumptionInterval[]> {
  const rows = await db
    .select()
    .from(meterIntervalReads)
    .where(
      and(
        eq(meterIntervalReads.meterSerial, meterSerial),
        gte(meterIntervalReads.startsAt, start),
        lt(meterIntervalReads.startsAt, end),
      ),
    )
    .orderBy(asc(meterIntervalReads.startsAt));
  return rows.map((row) => ({
    start: row.startsAt.toISOString(),
    end: new Date(row.startsAt.getTime() + HALF_HOUR_MS).toISOString(),
    wh: row.wh,
    estimated: row.estimated,
  }));
}

/** The periods between register reads lying wholly from `start` to `end`. */
async function readPeriodsOf(
  db: Db,
  meterSerial: string,
  start: Date,
  end: Date,
): Promise<ConsumptionInterval[]> {
  if (end <= start) return [];
  const readings = await readingsBetween(
    db,
    [meterSerial],
    addDays(toNzDateKey(start), -READINGS_LOOKBACK_DAYS),
    toNzDateKey(end),
  );
  return consumptionPeriods(readings)
    .map((period) => ({
      start: nzMidnight(period.from).toISOString(),
      end: nzMidnight(period.to).toISOString(),
      wh: period.kwh * 1000,
      estimated: period.estimated,
    }))
    .filter((p) => new Date(p.start) >= start && new Date(p.end) <= end);
}

const isOneDay = (interval: ConsumptionInterval) =>
  Date.parse(interval.end) - Date.parse(interval.start) <= 25 * 3_600_000;
