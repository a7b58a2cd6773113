import { BYTES_PER_MB } from './data-units';
import { formatDate } from './nz-date';

/** One day of a mobile line's use, in the units the usage calls count. */
export interface MobileUsageDay {
  /** `yyyy-MM-dd`, an Auckland day. */
  readonly date: string;
  readonly dataBytes: number;
  readonly callSeconds: number;
  readonly texts: number;
}

const HEADER = ['Date', 'Mobile number', 'Data (MB)', 'Calls (minutes)', 'Texts'];

/**
 * A line's use as a spreadsheet: one row a day, dd/MM/yyyy, data in MB (1,048,576 bytes,
 * as the usage pages count it) and call time in minutes, both with two decimals, so a
 * column adds up to the page's totals. Every cell is ours (digits and dates).
 */
export function mobileUsageCsv(serviceEntity: string, days: readonly MobileUsageDay[]): string {
  const rows = days.map((day) => [
    formatDate(day.date),
    serviceEntity,
    (day.dataBytes / BYTES_PER_MB).toFixed(2),
    (day.callSeconds / 60).toFixed(2),
    String(day.texts),
  ]);
  return [HEADER, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
