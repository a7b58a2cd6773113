import { addDays, daysBetween, eachDay } from './dates';
import { createRandom } from './random';

/**
 * How far back a smart meter's daily reads reach in the demo: at least this many days, from
 * the bill date on or before then, so that each billed period is read daily or not at all.
 */
export const DAILY_READ_DAYS = 35;

export interface RegisterRead {
  date: string;
  register: number;
  estimated: boolean;
}

/**
 * A smart meter's daily reads after `monthly` (its reads on bill dates, oldest first, the
 * last on the newest bill date) up to `today`: the read on each day closes the day before.
 * Each billed period's kWh is spread over its days, so the register on every bill date, and
 * so every bill, stays as it was; the current period's days use about `dailyKwh` a day.
 * Returns the monthly reads before the window and the daily reads in it, oldest first.
 */
export function withDailyReads(
  monthly: readonly RegisterRead[],
  options: {
    today: string;
    dailyKwh: (date: string) => number;
    seed: number;
    /** How far a day of the current period strays from `dailyKwh`, as a share (0.25). */
    jitter?: number | undefined;
  },
): RegisterRead[] {
  const jitter = options.jitter ?? 0.25;
  const random = createRandom(options.seed);
  const windowStart = addDays(options.today, -DAILY_READ_DAYS);
  const startIndex = monthly.findLastIndex((read) => read.date <= windowStart);
  if (startIndex < 0) return [...monthly];
  const result = monthly.slice(0, startIndex + 1);
  let previous = monthly[startIndex];
  for (const billRead of monthly.slice(startIndex + 1)) {
    if (previous === undefined) break;
    result.push(...spread(previous, billRead, () => random.next(), options.today));
    previous = billRead;
  }
  if (previous === undefined) return result;
  let register = previous.register;
  for (const date of eachDay(addDays(previous.date, 1), options.today)) {
    const pace = 1 - jitter + random.next() * 2 * jitter;
    register += Math.round(options.dailyKwh(addDays(date, -1)) * pace);
    result.push({ date, register, estimated: isCommsGap(date, options.today) });
  }
  return result;
}

/** The daily reads from one bill date's read to the next, the used kWh shared by weight. */
function spread(
  from: RegisterRead,
  to: RegisterRead,
  next: () => number,
  today: string,
): RegisterRead[] {
  const days = daysBetween(from.date, to.date);
  const weights = Array.from({ length: days }, () => 0.75 + next() * 0.5);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const used = to.register - from.register;
  let sofar = 0;
  return weights.map((weight, index) => {
    sofar += weight;
    const date = addDays(from.date, index + 1);
    // Rounding the running total keeps every day at zero or more and the last on the bill's.
    const register = from.register + Math.round((used * sofar) / total);
    return index === days - 1 ? to : { date, register, estimated: isCommsGap(date, today) };
  });
}

/** Now and then a smart meter's read does not come through and is estimated. */
function isCommsGap(date: string, today: string): boolean {
  return daysBetween(date, today) % 11 === 5;
}
