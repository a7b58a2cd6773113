import { formatNzd } from './money';
import { daysBetween, type DateKey } from './nz-date';

/**
 * The bill guardian's forecast of the next bill (issue 28): what is known for the whole
 * period (plans, add-ons, daily charges, instalments, credits) plus use so far carried on at
 * its own pace to the bill date. Every amount is in one GST view, the account's own.
 */

/** Power read so far this period, and what is usual for the same weeks. */
export interface PowerSoFar {
  /** kWh used from the period's start to the latest read. */
  readonly kwhSoFar: number;
  /** Days those reads cover (0 with no read yet this period). */
  readonly daysRead: number;
  /** The plan's rate per kWh, in cents, in the account's GST view. */
  readonly perKwhCents: number;
  /** kWh a day over the same weeks a year ago, or lately when there is no year; null if unknown. */
  readonly usualDailyKwh: number | null;
  readonly usualBasis: 'lastYear' | 'recent';
}

export interface BillForecastInput {
  /** First day the bill covers. */
  readonly periodStart: DateKey;
  /** The bill date: the bill covers the days up to the day before it. */
  readonly billDate: DateKey;
  /** Today, in New Zealand. */
  readonly today: DateKey;
  /** Plans, add-ons and daily charges for the whole period. */
  readonly planCents: number;
  /** Device instalments on this bill; `final` when it is its agreement's last. */
  readonly instalments: readonly { readonly cents: number; readonly final: boolean }[];
  /** Credits since the last bill, as a positive amount that comes off. */
  readonly creditCents: number;
  readonly power: PowerSoFar | null;
  /** Calls and texts charged by use (mobile and voice) so far this period. */
  readonly usageChargesSoFarCents: number;
  /** Such charges a day, usually (lately); null when there is no history to tell. */
  readonly usualUsageDailyCents: number | null;
  /** Totals of recent bills, newest first. */
  readonly recentBillCents: readonly number[];
}

export const FORECAST_PART_KINDS = ['plans', 'power', 'usage', 'instalments', 'credits'] as const;
export type ForecastPartKind = (typeof FORECAST_PART_KINDS)[number];

/** How the card names each part of the forecast. */
export const FORECAST_PART_LABELS: Readonly<Record<ForecastPartKind, string>> = {
  plans: 'Plans, add-ons and daily charges',
  power: 'Power use',
  usage: 'Calls and texts charged by use',
  instalments: 'Device instalments',
  credits: 'Credits',
};

export const FORECAST_REASON_KINDS = ['power', 'instalmentsEnd', 'usageCharges', 'credit'] as const;

export interface ForecastPart {
  readonly kind: ForecastPartKind;
  /** What this part adds to the bill (credits are negative). */
  readonly cents: number;
  /** For use: the part charged so far; otherwise the whole part. */
  readonly soFarCents: number;
  /** Use: what the same use as usual for these weeks would cost. */
  readonly usualCents?: number;
}

export type ForecastReason =
  | {
      readonly kind: 'power';
      readonly percent: number;
      readonly direction: 'above' | 'below';
      readonly basis: 'lastYear' | 'recent';
    }
  | { readonly kind: 'instalmentsEnd' }
  | { readonly kind: 'usageCharges'; readonly soFarCents: number; readonly usual: boolean }
  | { readonly kind: 'credit'; readonly cents: number };

export interface NextBillForecast {
  readonly billDate: DateKey;
  readonly daysLeft: number;
  readonly parts: readonly ForecastPart[];
  readonly totalCents: number;
  /** The median of recent bills; null with none. */
  readonly usualCents: number | null;
  readonly comparison: 'above' | 'usual' | 'below' | null;
  readonly reasons: readonly ForecastReason[];
}

/** How many recent bills make the usual one. */
export const USUAL_BILLS = 6;
/** How far off the usual (as a share) a bill or a day's power use must be to be named. */
export const NOTABLE_SHARE = 0.1;

/** The median of the newest USUAL_BILLS amounts, rounded to the cent; null with none. */
export function usualBillCents(recentBillCents: readonly number[]): number | null {
  const recent = [...recentBillCents.slice(0, USUAL_BILLS)].sort((a, b) => a - b);
  if (recent.length === 0) return null;
  const middle = Math.floor(recent.length / 2);
  const high = recent[middle] ?? 0;
  const low = recent.length % 2 === 0 ? (recent[middle - 1] ?? 0) : high;
  return Math.round((low + high) / 2);
}

/** Carries an amount used over `soFarDays` on at the same pace over `periodDays`. */
function atThisPace(soFar: number, soFarDays: number, periodDays: number): number {
  if (soFarDays <= 0 || soFarDays >= periodDays) return soFar;
  return (soFar * periodDays) / soFarDays;
}

function powerPart(power: PowerSoFar, periodDays: number): ForecastPart {
  const daysRead = Math.min(power.daysRead, periodDays);
  const kwh =
    daysRead > 0
      ? atThisPace(power.kwhSoFar, daysRead, periodDays)
      : (power.usualDailyKwh ?? 0) * periodDays;
  const part: ForecastPart = {
    kind: 'power',
    cents: Math.round(Math.max(kwh, power.kwhSoFar) * power.perKwhCents),
    soFarCents: Math.round(power.kwhSoFar * power.perKwhCents),
  };
  if (power.usualDailyKwh === null) return part;
  return { ...part, usualCents: Math.round(power.usualDailyKwh * periodDays * power.perKwhCents) };
}

function powerReason(power: PowerSoFar | null, periodDays: number): ForecastReason[] {
  if (power === null || power.usualDailyKwh === null || power.usualDailyKwh <= 0) return [];
  const daysRead = Math.min(power.daysRead, periodDays);
  if (daysRead <= 0) return [];
  const ratio = power.kwhSoFar / daysRead / power.usualDailyKwh;
  if (Math.abs(ratio - 1) < NOTABLE_SHARE) return [];
  return [
    {
      kind: 'power',
      percent: Math.round(Math.abs(ratio - 1) * 100),
      direction: ratio > 1 ? 'above' : 'below',
      basis: power.usualBasis,
    },
  ];
}

/**
 * Calls and texts charged by use: those so far, and for the days left the usual a day (the
 * pace so far without a usual). Charges come in lumps, so a few days' pace tells little.
 */
function usageForecastCents(input: BillForecastInput, daysGone: number, periodDays: number) {
  const soFar = input.usageChargesSoFarCents;
  if (input.usualUsageDailyCents === null)
    return Math.round(atThisPace(soFar, daysGone, periodDays));
  return Math.round(soFar + input.usualUsageDailyCents * (periodDays - daysGone));
}

/** Use charges are named when they run a tenth and a dollar over the usual, or have no usual. */
function usageReason(input: BillForecastInput, daysGone: number): ForecastReason[] {
  const soFar = input.usageChargesSoFarCents;
  if (soFar <= 0) return [];
  if (input.usualUsageDailyCents === null)
    return [{ kind: 'usageCharges', soFarCents: soFar, usual: false }];
  const usualSoFar = input.usualUsageDailyCents * daysGone;
  if (soFar < usualSoFar * (1 + NOTABLE_SHARE) || soFar - usualSoFar < 100) return [];
  return [{ kind: 'usageCharges', soFarCents: soFar, usual: true }];
}

/** The next bill forecast from what is known now; the total is the sum of its parts. */
export function forecastBill(input: BillForecastInput): NextBillForecast {
  const periodDays = Math.max(1, daysBetween(input.periodStart, input.billDate));
  const daysGone = Math.min(periodDays, Math.max(0, daysBetween(input.periodStart, input.today)));
  const instalmentCents = input.instalments.reduce((sum, i) => sum + i.cents, 0);
  const usageCents = usageForecastCents(input, daysGone, periodDays);
  const parts: ForecastPart[] = [
    { kind: 'plans', cents: input.planCents, soFarCents: input.planCents },
  ];
  if (input.power !== null) parts.push(powerPart(input.power, periodDays));
  if (usageCents > 0) {
    const usage: ForecastPart = {
      kind: 'usage',
      cents: usageCents,
      soFarCents: input.usageChargesSoFarCents,
    };
    const usual = input.usualUsageDailyCents;
    parts.push(usual === null ? usage : { ...usage, usualCents: Math.round(usual * periodDays) });
  }
  if (input.instalments.length > 0) {
    parts.push({ kind: 'instalments', cents: instalmentCents, soFarCents: instalmentCents });
  }
  if (input.creditCents > 0) {
    parts.push({ kind: 'credits', cents: -input.creditCents, soFarCents: -input.creditCents });
  }
  const totalCents = parts.reduce((sum, part) => sum + part.cents, 0);
  const usualCents = usualBillCents(input.recentBillCents);
  const reasons: ForecastReason[] = [...powerReason(input.power, periodDays)];
  if (input.instalments.some((i) => i.final)) reasons.push({ kind: 'instalmentsEnd' });
  reasons.push(...usageReason(input, daysGone));
  if (input.creditCents > 0) reasons.push({ kind: 'credit', cents: input.creditCents });
  return {
    billDate: input.billDate,
    daysLeft: Math.max(0, daysBetween(input.today, input.billDate)),
    parts,
    totalCents,
    usualCents,
    comparison: compareWithUsual(totalCents, usualCents),
    reasons,
  };
}

/** Above or below the usual bill when off it by NOTABLE_SHARE or more; else the usual. */
export function compareWithUsual(
  totalCents: number,
  usualCents: number | null,
): NextBillForecast['comparison'] {
  if (usualCents === null || usualCents <= 0) return null;
  // Whole cents against tenths of the usual: no float lands a bill 10% off on the wrong side.
  const tenths = NOTABLE_SHARE * 10;
  if (totalCents * 10 >= usualCents * (10 + tenths)) return 'above';
  if (totalCents * 10 <= usualCents * (10 - tenths)) return 'below';
  return 'usual';
}

/** The plain words of a reason; amounts carry `suffix` (' excl. GST' or ''). */
export function forecastReasonText(reason: ForecastReason, suffix = ''): string {
  switch (reason.kind) {
    case 'power': {
      const usual =
        reason.basis === 'lastYear' ? 'your usual for this time of year' : 'your usual lately';
      return `Power use is running ${String(reason.percent)}% ${reason.direction} ${usual}`;
    }
    case 'instalmentsEnd':
      return 'Your device instalments end after this bill';
    case 'usageCharges': {
      const more = reason.usual ? ', more than usual' : '';
      return `Calls and texts charged by use come to ${formatNzd(reason.soFarCents)}${suffix} so far${more}`;
    }
    case 'credit':
      return `A credit of ${formatNzd(reason.cents)}${suffix} comes off this bill`;
  }
}
