import { type DateKey, isDateKey } from './nz-date';

/**
 * What it costs to leave a service (decision 058): device instalments not yet billed plus
 * the early termination fee of a fixed-term plan. The fee is charged per month left in the
 * term (a month begun counts whole) and capped, so it falls as the term runs down and is
 * nothing once the term has ended.
 */
export interface FixedTerm {
  startedOn: DateKey;
  months: number;
  feePerMonthLeftCents: number;
  /** The most the fee can be, whatever is left; null: no cap beyond months × rate. */
  feeCapCents: number | null;
}

/** A device instalment not yet billed. */
export interface InstalmentToBill {
  billDate: DateKey;
  amountCents: number;
}

export interface LeavingCostInput {
  term: FixedTerm | null;
  instalments: readonly InstalmentToBill[];
}

export interface LeavingCost {
  date: DateKey;
  instalmentsCents: number;
  feeCents: number;
  totalCents: number;
}

/** Calendar months on, keeping the day where the month has it (31 Jan + 1 → 28 Feb). */
export function addCalendarMonths(key: DateKey, months: number): DateKey {
  if (!isDateKey(key)) throw new RangeError(`Not a yyyy-MM-dd date: ${key}`);
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

export function termEndsOn(term: FixedTerm): DateKey {
  return addCalendarMonths(term.startedOn, term.months);
}

/** Months left in the term on a day; a month begun counts as a whole one. */
export function monthsLeftInTerm(term: FixedTerm, on: DateKey): number {
  const end = termEndsOn(term);
  let months = 0;
  while (addCalendarMonths(on, months) < end) months += 1;
  return months;
}

export function earlyTerminationFee(term: FixedTerm, on: DateKey): number {
  const fee = Math.max(0, term.feePerMonthLeftCents) * monthsLeftInTerm(term, on);
  return term.feeCapCents === null ? fee : Math.min(fee, Math.max(0, term.feeCapCents));
}

/**
 * What leaving costs on `on`. Today every instalment not yet billed is owed (one may be
 * due today and not billed yet); on a later day only those billed after that day.
 */
export function costToLeaveOn(input: LeavingCostInput, on: DateKey, today: DateKey): LeavingCost {
  const instalmentsCents = input.instalments
    .filter((instalment) => on === today || instalment.billDate > on)
    .reduce((sum, instalment) => sum + Math.max(0, instalment.amountCents), 0);
  const feeCents = input.term === null ? 0 : earlyTerminationFee(input.term, on);
  return { date: on, instalmentsCents, feeCents, totalCents: instalmentsCents + feeCents };
}

/**
 * How the cost falls: today, then the same day of each month after, up to and including
 * the first day it is nothing. Only today when nothing is owed. Every point is nothing
 * from a month after today once the term has ended and the last instalment is billed, so
 * the walk always ends.
 */
export function costToLeaveSchedule(input: LeavingCostInput, today: DateKey): LeavingCost[] {
  const points: LeavingCost[] = [];
  for (let month = 0; ; month += 1) {
    const point = costToLeaveOn(input, addCalendarMonths(today, month), today);
    points.push(point);
    if (point.totalCents === 0) return points;
  }
}
