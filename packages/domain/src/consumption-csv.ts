import {
  kwhText,
  offsetHoursAt,
  wallClock,
  type ConsumptionInterval,
} from './consumption-interval';

const HEADER = ['ICP', 'Meter', 'Start', 'End', 'Time zone', 'kWh', 'Read'];

const pad = (value: number) => String(value).padStart(2, '0');

function wallText(wall: Date): string {
  const day = `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${String(wall.getUTCFullYear())}`;
  return `${day} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * Power use as a plain spreadsheet: one row per interval, dd/MM/yyyy hh:mm Auckland times
 * (both ends in the start's time zone, named, so the repeated hour in April is not
 * ambiguous), kWh with three decimals and Actual or Estimate. Every cell is ours (numbers,
 * dates, codes), so none needs quoting.
 */
export function consumptionCsv(
  icp: string,
  meterSerial: string,
  intervals: readonly ConsumptionInterval[],
): string {
  const rows = intervals.map((interval) => {
    const start = new Date(interval.start);
    const offset = offsetHoursAt(start);
    return [
      icp,
      meterSerial,
      wallText(wallClock(start, offset)),
      wallText(wallClock(new Date(interval.end), offset)),
      offset === 13 ? 'NZDT' : 'NZST',
      kwhText(interval.wh),
      interval.estimated ? 'Estimate' : 'Actual',
    ];
  });
  return [HEADER, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
