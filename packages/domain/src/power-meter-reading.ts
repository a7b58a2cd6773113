import { daysBetween, formatDate, type DateKey } from './nz-date';

/**
 * The most a home or small farm plausibly uses: 200 kWh a day is about ten times what a
 * typical New Zealand household uses (roughly 20 kWh a day) and twice a busy farm shed.
 * A reading that would mean more than this since the last actual reading is most likely a
 * digit misread or typed twice, so it is refused and the customer asked to check it.
 */
export const MAX_PLAUSIBLE_KWH_PER_DAY = 200;
/** A meter register shows at most six whole kWh digits. */
export const MAX_METER_REGISTER_KWH = 999_999;

export interface ActualReading {
  readonly readingKwh: number;
  /** The NZ day the reading was taken. */
  readonly readDate: DateKey;
}

export interface MeterReadingInput {
  readonly readingKwh: number;
  readonly readDate: DateKey;
  /** The customer says the meter was changed or replaced since the last actual reading. */
  readonly meterChanged: boolean;
}

export type MeterReadingCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'NotAWholeNumber' | 'LowerThanLastActual' | 'ImplausiblyHigh';
      readonly message: string;
    };

export const METER_READING_NOT_NUMBER_MESSAGE =
  'Please enter the reading as a whole number of kWh, from 0 to 999999.';

const kwh = (value: number) => `${new Intl.NumberFormat('en-NZ').format(value)} kWh`;

/** The highest reading accepted `days` after an actual reading of `lastKwh`. */
export function highestPlausibleReading(lastKwh: number, days: number): number {
  return lastKwh + Math.max(1, days) * MAX_PLAUSIBLE_KWH_PER_DAY;
}

/**
 * Whether a customer's reading can be accepted against the last actual reading. A reading
 * lower than that is refused unless the meter was changed (a new meter starts again near
 * zero, so neither limit applies then); one implying more than MAX_PLAUSIBLE_KWH_PER_DAY a
 * day since it is refused as implausible. With no actual reading yet, any reading goes.
 */
export function checkMeterReading(
  input: MeterReadingInput,
  lastActual: ActualReading | null,
): MeterReadingCheck {
  const { readingKwh } = input;
  if (!Number.isInteger(readingKwh) || readingKwh < 0 || readingKwh > MAX_METER_REGISTER_KWH) {
    return { ok: false, reason: 'NotAWholeNumber', message: METER_READING_NOT_NUMBER_MESSAGE };
  }
  if (lastActual === null || input.meterChanged) return { ok: true };
  const since = `your last actual reading of ${kwh(lastActual.readingKwh)} on ${formatDate(lastActual.readDate)}`;
  if (readingKwh < lastActual.readingKwh) {
    return {
      ok: false,
      reason: 'LowerThanLastActual',
      message: `This reading is lower than ${since}. Please check it, or tick the box if your meter was changed or replaced.`,
    };
  }
  const days = daysBetween(lastActual.readDate, input.readDate);
  if (readingKwh > highestPlausibleReading(lastActual.readingKwh, days)) {
    return {
      ok: false,
      reason: 'ImplausiblyHigh',
      message: `This reading looks too high: it would mean more than ${kwh(MAX_PLAUSIBLE_KWH_PER_DAY)} a day since ${since}. Please check the numbers on your meter.`,
    };
  }
  return { ok: true };
}
