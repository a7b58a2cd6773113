import {
  fromWallClock,
  kwhText,
  offsetHoursAt,
  wallClock,
  whFromKwhText,
  type ConsumptionInterval,
} from './consumption-interval';

/**
 * The Electricity Authority's consumer consumption file, EIEP13A (docs/decisions/057):
 * comma-separated, a HDR record then one DET record per read period, CRLF line ends.
 * Times are Auckland wall-clock `dd/mm/yyyy hh:mm:ss`, each record flagged NZST or NZDT;
 * a period starts one second after the previous one ends, as the published sample does.
 */
export const EIEP13A_FILE_TYPE = 'ICPCONS';
export const EIEP13A_VERSION = '1.4';

export interface Eiep13aFile {
  readonly sender: string;
  readonly recipient: string;
  readonly createdAt: Date;
  readonly uniqueId: string;
  readonly icp: string;
  readonly meterSerial: string;
  /** The days asked for, `yyyy-MM-dd`, both included. */
  readonly from: string;
  readonly to: string;
  readonly intervals: readonly ConsumptionInterval[];
}

/** What a reader of the file gets back: enough to check it against the bills. */
export interface Eiep13aRead {
  readonly icp: string;
  readonly meterSerial: string;
  readonly detailCount: number;
  readonly intervals: readonly ConsumptionInterval[];
}

const ACCEPTED = '000';
/** Energy taken from the network (X), on the anytime (uncontrolled) register. */
const FLOW_CONSUMPTION = 'X';
const REGISTER_ANYTIME = 'UN';
const HOURS_AVAILABLE = '24';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dayText(wall: Date): string {
  return `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${String(wall.getUTCFullYear())}`;
}

function timeText(wall: Date): string {
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

const dateTimeText = (wall: Date) => `${dayText(wall)} ${timeText(wall)}`;

const keyAsWall = (key: string) => new Date(`${key}T00:00:00Z`);

function detail(file: Eiep13aFile, interval: ConsumptionInterval): string {
  const start = new Date(interval.start);
  // Both ends in the offset the period starts in, so no time is ambiguous at a change.
  const offset = offsetHoursAt(start);
  return [
    'DET',
    file.icp,
    ACCEPTED,
    offset === 13 ? 'NZDT' : 'NZST',
    file.meterSerial,
    FLOW_CONSUMPTION,
    REGISTER_ANYTIME,
    HOURS_AVAILABLE,
    dateTimeText(new Date(wallClock(start, offset).getTime() + 1000)),
    dateTimeText(wallClock(new Date(interval.end), offset)),
    interval.estimated ? 'ES' : 'RD',
    kwhText(interval.wh),
    '',
  ].join(',');
}

/** The file's text. */
export function formatEiep13a(file: Eiep13aFile): string {
  const created = wallClock(file.createdAt);
  const header = [
    'HDR',
    EIEP13A_FILE_TYPE,
    EIEP13A_VERSION,
    file.sender,
    file.sender,
    file.recipient,
    dayText(created),
    timeText(created),
    file.uniqueId,
    String(file.intervals.length),
    dayText(keyAsWall(file.from)),
    dayText(keyAsWall(file.to)),
  ].join(',');
  return (
    [header, ...file.intervals.map((interval) => detail(file, interval))].join('\r\n') + '\r\n'
  );
}

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

function parseDateTime(text: string | undefined, offset: number): Date {
  const match = DATE_TIME.exec(text ?? '');
  if (match === null) throw new SyntaxError(`Not a dd/mm/yyyy hh:mm:ss time: ${text ?? ''}`);
  const [, day, month, year, hour, minute, second] = match.map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  return fromWallClock(new Date(wall), offset);
}

function parseDetail(fields: readonly string[]): ConsumptionInterval {
  const [, , , zone, , , , , startText, endText, status, kwh] = fields;
  if (zone !== 'NZST' && zone !== 'NZDT') throw new SyntaxError(`Not NZST or NZDT: ${zone ?? ''}`);
  if (status !== 'RD' && status !== 'ES') throw new SyntaxError(`Not RD or ES: ${status ?? ''}`);
  const wh = whFromKwhText(kwh ?? '');
  if (wh === undefined) throw new SyntaxError(`Not a kWh figure: ${kwh ?? ''}`);
  const offset = zone === 'NZDT' ? 13 : 12;
  const start = new Date(parseDateTime(startText, offset).getTime() - 1000);
  return {
    start: start.toISOString(),
    end: parseDateTime(endText, offset).toISOString(),
    wh,
    estimated: status === 'ES',
  };
}

/** Reads a file back (for tests, and anyone checking a download); throws on what is not one. */
export function parseEiep13a(text: string): Eiep13aRead {
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  const header = lines[0]?.split(',') ?? [];
  if (header[0] !== 'HDR' || header[1] !== EIEP13A_FILE_TYPE) {
    throw new SyntaxError('Not an EIEP13A file: the first record is not an ICPCONS header');
  }
  const details = lines.slice(1).map((line) => line.split(','));
  if (String(details.length) !== header[9]) {
    throw new SyntaxError(
      `The header counts ${header[9] ?? ''} records; found ${String(details.length)}`,
    );
  }
  if (details.some((fields) => fields[0] !== 'DET')) {
    throw new SyntaxError('A record after the header is not a DET record');
  }
  return {
    icp: details[0]?.[1] ?? '',
    meterSerial: details[0]?.[4] ?? '',
    detailCount: details.length,
    intervals: details.map(parseDetail),
  };
}
