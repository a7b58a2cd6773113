import { z } from 'zod';
import type { PowerConnection } from '@portal/contracts';
import { checkMeterReading, METER_READING_NOT_NUMBER_MESSAGE, toDateKey } from '@portal/domain';

export interface ReadingForm {
  meterSerial: string;
  reading: string;
  meterChanged: boolean;
}

export const lastActualOf = (power: PowerConnection, meterSerial: string) =>
  power.readings.find((r) => r.meterSerial === meterSerial && r.readingType === 'Actual') ?? null;

/** The reading as typed, in whole kWh; spaces and commas between digits are allowed. */
export function readingKwhOf(reading: string): number {
  const text = reading.replace(/[\s,]/g, '');
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The domain's check of a reading against the meter's last actual one, taken `today`. */
function readingError(form: ReadingForm, power: PowerConnection, today: string) {
  if (form.reading.trim() === '') return METER_READING_NOT_NUMBER_MESSAGE;
  const last = lastActualOf(power, form.meterSerial);
  const check = checkMeterReading(
    { readingKwh: readingKwhOf(form.reading), readDate: today, meterChanged: form.meterChanged },
    last === null ? null : { readingKwh: last.readingKwh, readDate: toDateKey(last.readAt) },
  );
  return check.ok ? undefined : check.message;
}

/**
 * The form's rules (decision 039): the domain's checks, so most refusals are explained before
 * anything is sent. The reading's rule needs the meter and the last reading, so it is one rule
 * over the form, named by the reading field.
 */
export function readingFormSchema(power: PowerConnection, today: string) {
  return z
    .object({ meterSerial: z.string(), reading: z.string(), meterChanged: z.boolean() })
    .superRefine((form, context) => {
      const message = readingError(form, power, today);
      if (message !== undefined) context.addIssue({ code: 'custom', path: ['reading'], message });
    });
}
