/**
 * Auckland's offset from UTC without Intl's time-zone data, whose first use costs a long
 * task in the browser (about 35 ms here, four times that on the phone Lighthouse models)
 * in the middle of the app's first render.
 *
 * New Zealand's daylight-saving rule, in force since September 2007: NZDT (UTC+13) from
 * 2:00 NZST on the last Sunday in September until 3:00 NZDT on the first Sunday in April,
 * NZST (UTC+12) otherwise. Both changes fall at 14:00 UTC on the Saturday before. Outside
 * the years below the rule is not assumed, and the caller asks Intl.
 */
export const NZ_RULE_YEARS = { first: 2008, last: 2099 } as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Both changes happen ten hours before the Sunday begins in UTC. */
const CHANGE_BEFORE_SUNDAY_MS = 10 * HOUR_MS;

/** 00:00 UTC of the first Sunday on or after the given day. */
function sundayOnOrAfter(year: number, monthIndex: number, day: number): number {
  const start = Date.UTC(year, monthIndex, day);
  const weekday = new Date(start).getUTCDay(); // 0 = Sunday
  return start + ((7 - weekday) % 7) * DAY_MS;
}

/** The instants daylight saving ends (April) and starts (September) in a year. */
function changesIn(year: number): { ends: number; starts: number } {
  return {
    ends: sundayOnOrAfter(year, 3, 1) - CHANGE_BEFORE_SUNDAY_MS,
    // The last Sunday in September is the first on or after the 24th.
    starts: sundayOnOrAfter(year, 8, 24) - CHANGE_BEFORE_SUNDAY_MS,
  };
}

/** Hours Auckland is ahead of UTC at the instant, or undefined outside NZ_RULE_YEARS. */
export function nzOffsetHours(instant: Date): 12 | 13 | undefined {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  if (Number.isNaN(time) || year < NZ_RULE_YEARS.first || year > NZ_RULE_YEARS.last) {
    return undefined;
  }
  const { ends, starts } = changesIn(year);
  return time < ends || time >= starts ? 13 : 12;
}

/** The `yyyy-MM-dd` day in Auckland at the instant, or undefined outside NZ_RULE_YEARS. */
export function nzDateKeyByRule(instant: Date): string | undefined {
  const offset = nzOffsetHours(instant);
  if (offset === undefined) return undefined;
  return new Date(instant.getTime() + offset * HOUR_MS).toISOString().slice(0, 10);
}
