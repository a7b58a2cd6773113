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

/** What a stretch of days would cost on a plan at a steady daily use, in whole cents. */
export function estimatePowerCostCents(rates: PowerRates, dailyKwh: number, days: number): number {
  return Math.round(days * (rates.dailyCents + dailyKwh * rates.perKwhCents));
}
