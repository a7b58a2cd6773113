import { daysBetween, toDateKey, type DateKey } from './nz-date';

export interface RegisterReading {
  /** When the reading was taken (an instant or a NZ day). */
  readonly readAt: string;
  readonly readingKwh: number;
  readonly readingType: 'Actual' | 'Estimated';
  /** The first reading of a new meter: no usage is worked out across it. */
  readonly meterChanged?: boolean;
}

export interface ConsumptionPeriod {
  readonly from: DateKey;
  readonly to: DateKey;
  readonly days: number;
  readonly kwh: number;
  /** Either end of the period was an estimate, so the amount is too. */
  readonly estimated: boolean;
}

/**
 * kWh used in each period between consecutive readings, oldest first. A period ending on
 * a new meter's first reading, or on a lower reading, or inside one day, is left out: its
 * use cannot be told from the register.
 */
export function consumptionPeriods(readings: readonly RegisterReading[]): ConsumptionPeriod[] {
  const sorted = [...readings].sort((a, b) => a.readAt.localeCompare(b.readAt));
  const periods: ConsumptionPeriod[] = [];
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous === undefined || current === undefined || current.meterChanged === true) continue;
    const from = toDateKey(previous.readAt);
    const to = toDateKey(current.readAt);
    const days = daysBetween(from, to);
    const used = current.readingKwh - previous.readingKwh;
    if (days < 1 || used < 0) continue;
    periods.push({
      from,
      to,
      days,
      kwh: used,
      estimated: previous.readingType === 'Estimated' || current.readingType === 'Estimated',
    });
  }
  return periods;
}

/** Average kWh a day over the periods (0 when there are none). */
export function averageDailyKwh(periods: readonly ConsumptionPeriod[]): number {
  const days = periods.reduce((sum, p) => sum + p.days, 0);
  return days === 0 ? 0 : periods.reduce((sum, p) => sum + p.kwh, 0) / days;
}

export interface PowerRates {
  /** Daily charge, in cents. */
  readonly dailyCents: number;
  /** Per kWh, in cents (fractions of a cent are normal). */
  readonly perKwhCents: number;
}

/** A plan's rate as the catalogue holds it, in both GST views. */
export interface PowerRateInBothViews {
  readonly unit: string;
  readonly centsIncludingGst: number;
  readonly centsExcludingGst: number;
}

/**
 * A plan's daily charge and anytime rate in one GST view: incl. GST, or excl. GST for an
 * account that shows GST-exclusive values. A rate the plan lacks counts as nothing.
 */
export function powerRatesInView(
  rates: readonly PowerRateInBothViews[],
  inclusive: boolean,
): PowerRates {
  const cents = (unit: string) => {
    const rate = rates.find((r) => r.unit === unit);
    if (rate === undefined) return 0;
    return inclusive ? rate.centsIncludingGst : rate.centsExcludingGst;
  };
  return { dailyCents: cents('day'), perKwhCents: cents('kWh') };
}

/**
 * Rounds to the nearest cent, half a cent up. Rates carry at most four decimals of a cent,
 * so the value is first rounded to four decimals: binary fractions (10 × 27.85 is
 * 278.50000000000003) then never move a half to the wrong side.
 */
function roundCents(cents: number): number {
  return Math.round(Math.round(cents * 10_000) / 10_000);
}

/**
 * What power used over whole days costs on a plan, in whole cents, counted as a bill
 * counts it: the daily charge for each day and the kWh at the anytime rate, each rounded
 * to the cent (half a cent up), then added. A smart meter's day is `days` = 1.
 */
export function powerUsageCostCents(rates: PowerRates, kwh: number, days: number): number {
  return roundCents(days * rates.dailyCents) + roundCents(kwh * rates.perKwhCents);
}

/** What a stretch of days would cost on a plan at a steady daily use, in whole cents. */
export function estimatePowerCostCents(rates: PowerRates, dailyKwh: number, days: number): number {
  return powerUsageCostCents(rates, dailyKwh * days, days);
}
