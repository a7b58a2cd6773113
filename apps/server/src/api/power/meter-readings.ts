import { and, desc, gte, inArray } from 'drizzle-orm';
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
export async function readingsSince(
  db: DbOrTx,
  meterSerials: string[],
  startDate: string,
): Promise<MeterReading[]> {
  if (meterSerials.length === 0) return [];
  const rows = await db
    .select()
    .from(meterReadings)
    .where(
      and(
        inArray(meterReadings.meterSerial, meterSerials),
        gte(meterReadings.readAt, new Date(`${startDate}T00:00:00+14:00`)),
      ),
    )
    .orderBy(desc(meterReadings.readAt), desc(meterReadings.id));
  return rows.map(toMeterReading).filter((reading) => toDateKey(reading.readAt) >= startDate);
}
