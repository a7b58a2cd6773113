/**
 * Calendar arithmetic on ISO dates ('YYYY-MM-DD') in the Pacific/Auckland calendar. The
 * seed works on calendar days; instants are made only where a timestamp is stored.
 */
const nzDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Pacific/Auckland',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function nzDateOf(instant: Date): string {
  return nzDateFormat.format(instant);
}

function parts(isoDate: string): [number, number, number] {
  const [y, m, d] = isoDate.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

function toIso(utc: Date): string {
  return utc.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = parts(isoDate);
  return toIso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Adds calendar months, keeping the day where it exists and clamping it otherwise (31 Jan → 28 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = parts(isoDate);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return toIso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

export function withDayOfMonth(isoDate: string, day: number): string {
  const [y, m] = parts(isoDate);
  return toIso(new Date(Date.UTC(y, m - 1, day)));
}

export function monthOf(isoDate: string): number {
  return parts(isoDate)[1];
}

export function yearOf(isoDate: string): number {
  return parts(isoDate)[0];
}

/**
 * An instant on the given New Zealand calendar day. New Zealand is UTC+12 or +13; taking
 * +12 always puts a 07:00–22:00 local time at most an hour late, still on the same day,
 * which is all generated history needs.
 */
export function nzInstant(isoDate: string, hour: number, minute = 0, second = 0): Date {
  const [y, m, d] = parts(isoDate);
  return new Date(Date.UTC(y, m - 1, d, hour - 12, minute, second));
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => addDays(from, i));
}
