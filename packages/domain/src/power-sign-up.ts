import { addDays, daysBetween, isDateKey, type DateKey } from './nz-date';

/**
 * An ICP (installation control point) number: ten digits, the two letters of the network
 * that issued it, and a three-character checksum of letters or digits, e.g. 0001234567UN7E1.
 */
const ICP_PATTERN = /^\d{10}[A-Z]{2}[A-Z0-9]{3}$/;

export const ICP_NUMBER_MESSAGE =
  'Please enter a valid ICP number: 15 characters, 10 digits then 2 letters then 3 letters or digits (e.g. 0001234567UN7E1).';

/** Spaces and dashes people type are dropped; letters are read in capitals. */
export function normaliseIcpNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIcpNumber(value: string): boolean {
  return ICP_PATTERN.test(normaliseIcpNumber(value));
}

/** How far ahead power can be started or a plan change be dated. */
export const POWER_START_MAX_DAYS_AHEAD = 90;

export type PowerStartDateCheck =
  { readonly ok: true } | { readonly ok: false; readonly message: string };

/** A start date: a real day, not before today (NZ) and at most 90 days ahead. */
export function checkPowerStartDate(date: string, today: DateKey): PowerStartDateCheck {
  if (!isDateKey(date)) return { ok: false, message: 'Please choose a start date.' };
  const ahead = daysBetween(today, date);
  if (ahead < 0) return { ok: false, message: 'The start date cannot be in the past.' };
  if (ahead > POWER_START_MAX_DAYS_AHEAD) {
    return {
      ok: false,
      message: `Please choose a start date within ${String(POWER_START_MAX_DAYS_AHEAD)} days.`,
    };
  }
  return { ok: true };
}

/** The last day a start date may be, from today. */
export function latestPowerStartDate(today: DateKey): DateKey {
  return addDays(today, POWER_START_MAX_DAYS_AHEAD);
}
