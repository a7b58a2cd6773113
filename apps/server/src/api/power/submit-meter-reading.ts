import { and, desc, eq, gte } from 'drizzle-orm';
import type { MeterReading } from '@portal/contracts';
import { checkMeterReading, toDateKey, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { meterReadings, meters } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { CUSTOMER_METER_CHANGED_SOURCE, CUSTOMER_SOURCE, toMeterReading } from './meter-readings';
import { activeIcpOf } from './power-connection-row';

export interface ReadingToSubmit {
  meterSerial: string;
  readingKwh: number;
  meterChanged: boolean;
}

function refused(message: string, code: string): AppError {
  return new AppError({ code, statusCode: 422, title: 'Unprocessable Entity', message });
}

/**
 * Records a reading the customer took today on one of the account's meters, as an Actual
 * reading, after the checks of packages/domain (power-meter-reading.ts). The same reading
 * sent twice the same day (a double click, a retry) is recorded once.
 */
export async function submitMeterReading(
  db: Db,
  accountCode: string,
  input: ReadingToSubmit,
  now = new Date(),
): Promise<MeterReading> {
  const icp = await activeIcpOf(db, accountCode);
  return db.transaction(async (tx) => {
    // Locks the meter, so two submissions at once are checked one after the other.
    const [meter] = await tx
      .select({ meterSerial: meters.meterSerial })
      .from(meters)
      .where(and(eq(meters.meterSerial, input.meterSerial), eq(meters.icpNumber, icp.icpNumber)))
      .for('update');
    if (meter === undefined) {
      throw AppError.notFound('That meter is not on your power connection.', 'unknown_meter');
    }
    const today = toNzDateKey(now);
    const source = input.meterChanged ? CUSTOMER_METER_CHANGED_SOURCE : CUSTOMER_SOURCE;
    const [latestActual] = await tx
      .select()
      .from(meterReadings)
      .where(
        and(
          eq(meterReadings.meterSerial, meter.meterSerial),
          eq(meterReadings.readingType, 'Actual'),
          gte(meterReadings.readAt, new Date(`${icp.startDate}T00:00:00+14:00`)),
        ),
      )
      .orderBy(desc(meterReadings.readAt))
      .limit(1);
    if (
      latestActual !== undefined &&
      latestActual.readingKwh === input.readingKwh &&
      latestActual.source === source &&
      toNzDateKey(latestActual.readAt) === today
    ) {
      return toMeterReading(latestActual);
    }
    const check = checkMeterReading(
      { readingKwh: input.readingKwh, readDate: today, meterChanged: input.meterChanged },
      latestActual === undefined
        ? null
        : { readingKwh: latestActual.readingKwh, readDate: toDateKey(latestActual.readAt) },
    );
    if (!check.ok) throw refused(check.message, `meter_reading_${check.reason}`);
    const [inserted] = await tx
      .insert(meterReadings)
      .values({
        meterSerial: meter.meterSerial,
        readAt: now,
        readingKwh: input.readingKwh,
        readingType: 'Actual',
        source,
      })
      .returning();
    if (inserted === undefined) throw new Error('the meter reading was not stored');
    return toMeterReading(inserted);
  });
}
