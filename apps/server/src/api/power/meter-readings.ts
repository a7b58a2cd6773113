import { and, desc, gte, inArray, lte } from 'drizzle-orm';
import type { MeterReading } from '@portal/contracts';
import { toDateKey } from '@portal/domain';
import type { DbOrTx } from '../orders';
import { meterReadings } from '../../db/schema';

/** How a reading the customer sent is recorded: its source says whether the meter changed. */
export const CUSTOMER_SOURCE = 'Customer';
export const CUSTOMER_METER_CHANGED_SOURCE = 'Customer (meter changed)';

type ReadingRow = typeof meterReadings.$inferSelect;

export function toMeterReading(row: ReadingRow): MeterReading {
  return {
    meterSerial: row.meterSerial,
    readAt: row.readAt.toISOString(),
    readingKwh: row.readingKwh,
    readingType: row.readingType === 'Estimated' ? 'Estimated' : 'Actual',
    source: row.source,
    meterChanged: row.source === CUSTOMER_METER_CHANGED_SOURCE,
  };
}

/**
 * Readings of the meters since the connection started on this account, newest first: a
 * customer never sees readings from before their time at the address.
 */
export function readingsSince(
  db: DbOrTx,
  meterSerials: string[],
  startDate: string,
): Promise<MeterReading[]> {
  return readingsBetween(db, meterSerials, startDate);
}

/**
 * Readings of the meters on New Zealand days `from` to `to` (both included; no end when
 * `to` is left out), newest first, by the (meter, time) index.
 */
export async function readingsBetween(
  db: DbOrTx,
  meterSerials: string[],
  from: string,
  to?: string,
): Promise<MeterReading[]> {
  if (meterSerials.length === 0) return [];
  const rows = await db
    .select()
    .from(meterReadings)
    .where(
      and(
        inArray(meterReadings.meterSerial, meterSerials),
        // The widest offsets either side, then the New Zealand day decides.
        gte(meterReadings.readAt, new Date(`${from}T00:00:00+14:00`)),
        to === undefined ? undefined : lte(meterReadings.readAt, new Date(`${to}T23:59:59-12:00`)),
      ),
    )
    .orderBy(desc(meterReadings.readAt), desc(meterReadings.id));
  return rows.map(toMeterReading).filter((reading) => {
    const day = toDateKey(reading.readAt);
    return day >= from && (to === undefined || day <= to);
  });
}
