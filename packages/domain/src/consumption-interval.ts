import { nzOffsetHours } from './nz-offset';

/**
 * Power used over one stretch of time: a half-hour where the meter records them, else a day
 * or a bill period. Watt-hours as whole numbers, so sums are exact; kWh is shown from them.
 */
export interface ConsumptionInterval {
  /** ISO instants; `end` is where the next interval starts. */
  readonly start: string;
  readonly end: string;
  readonly wh: number;
  /** The meter's read did not come through and the amount was filled in. */
  readonly estimated: boolean;
}

const HOUR_MS = 3_600_000;

/** Auckland's offset at the instant; NZST outside the years the rule is known for. */
export function offsetHoursAt(instant: Date): 12 | 13 {
  return nzOffsetHours(instant) ?? 12;
}

/** The wall-clock time in Auckland at an instant, written as though it were UTC. */
export function wallClock(instant: Date, offsetHours: number = offsetHoursAt(instant)): Date {
  return new Date(instant.getTime() + offsetHours * HOUR_MS);
}

/** The instant a wall-clock time (written as though UTC) stands for at an offset. */
export function fromWallClock(wall: Date, offsetHours: number): Date {
  return new Date(wall.getTime() - offsetHours * HOUR_MS);
}

/** kWh with three decimals from watt-hours, exactly (no floating-point rounding). */
export function kwhText(wh: number): string {
  const sign = wh < 0 ? '-' : '';
  const abs = Math.abs(wh);
  return `${sign}${String(Math.floor(abs / 1000))}.${String(abs % 1000).padStart(3, '0')}`;
}

/** Watt-hours from a kWh figure with up to three decimals; undefined when it is not one. */
export function whFromKwhText(text: string): number | undefined {
  const match = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (match === null) return undefined;
  const whole = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] === '-' ? -whole : whole;
}

/** Total watt-hours of some intervals. */
export function totalWh(intervals: readonly Pick<ConsumptionInterval, 'wh'>[]): number {
  return intervals.reduce((sum, interval) => sum + interval.wh, 0);
}

/** The instant an Auckland day (`yyyy-MM-dd`) begins; midnight is never in a clock change. */
export function nzMidnight(dateKey: string): Date {
  const utcMidnight = Date.parse(`${dateKey}T00:00:00Z`);
  const inDaylightTime = new Date(utcMidnight - 13 * HOUR_MS);
  return offsetHoursAt(inDaylightTime) === 13
    ? inDaylightTime
    : new Date(utcMidnight - 12 * HOUR_MS);
}
