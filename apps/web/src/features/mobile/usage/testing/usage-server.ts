import type { CallOrTextUsage, DataUsage, MobileServiceDetails } from '@portal/contracts';
import type { Handler } from '../../../../test/portal-server';
import { aMobileLine } from '../../shared/testing/mobile-line';

export const aLine = (serviceEntity: string, name: string | null = null): MobileServiceDetails =>
  aMobileLine(serviceEntity, { serviceEntityDescription: name });

const GB = 1024 ** 3;

/** Data on two days only: the page has to draw the other days at zero itself. */
export function someDataUsage(serviceEntity: string): DataUsage {
  const session = (start: string, end: string, bytes: number) => ({
    eventDate: start,
    dataVolumeBytes: bytes,
    startDate: start,
    endDate: end,
    usageByServiceEntities: [{ serviceEntity, dataVolumeBytes: bytes }],
  });
  const group = (
    bytes: number,
    events: DataUsage['dayGroups'][number]['standardGroup']['events'],
  ) => ({
    events,
    totalUsage: bytes,
    youUsed: bytes,
    youShared: 0,
    totalPrice: 0,
  });
  return {
    usageType: 'data',
    serviceEntity,
    from: '2026-11-01',
    to: '2026-11-30',
    dailySeries: [
      { date: '2026-11-03', value: GB },
      { date: '2026-11-10', value: GB / 2 },
    ],
    totals: { eventCount: 3, totalUsage: GB * 1.5, totalPrice: 0 },
    eventsIncluded: true,
    dayGroups: [
      {
        date: '2026-11-10',
        standardGroup: group(GB / 2, [
          // 08:05–08:50 and 19:30–20:10 in Auckland (UTC+13).
          session('2026-11-09T19:05:00Z', '2026-11-09T19:50:00Z', GB / 4),
          session('2026-11-10T06:30:00Z', '2026-11-10T07:10:00Z', GB / 4),
        ]),
        premiumGroup: group(0, []),
      },
      {
        date: '2026-11-03',
        standardGroup: group(GB, [session('2026-11-02T20:00:00Z', '2026-11-02T21:00:00Z', GB)]),
        premiumGroup: group(0, []),
      },
    ],
    categories: [
      { category: 'Allocated Data', bytes: 60 * GB },
      { category: 'Carryover and Bonus Data', bytes: 0 },
      { category: 'Overage Data', bytes: 0 },
      { category: 'Total Used', bytes: GB * 1.5 },
      { category: 'Total Remaining', bytes: 58.5 * GB },
    ],
    categoriesCount: 'line',
  };
}

export function someCalls(serviceEntity: string): CallOrTextUsage {
  const call = (durationSeconds: number) => ({
    eventDate: '2026-11-10T01:00:00Z',
    destinationNumber: '0221112222',
    durationSeconds,
    isPremium: false,
    chargeIncludingGst: 0,
    chargeExcludingGst: 0,
  });
  return {
    usageType: 'voice',
    serviceEntity,
    from: '2026-11-01',
    to: '2026-11-30',
    dailySeries: [{ date: '2026-11-10', value: 95 }],
    totals: { eventCount: 2, totalUsage: 95, totalPrice: 0 },
    eventsIncluded: true,
    dayGroups: [
      {
        date: '2026-11-10',
        standardGroup: {
          events: [call(20), call(75)],
          totalUsage: 95,
          youUsed: 95,
          youShared: 0,
          totalPrice: 0,
        },
        premiumGroup: { events: [], totalUsage: 0, youUsed: 0, youShared: 0, totalPrice: 0 },
      },
    ],
  };
}

type Usage = DataUsage | CallOrTextUsage;

/** As the server answers a long or busy range: the day totals with empty event lists. */
function withoutEvents<T extends Usage>(usage: T): T {
  const dayGroups = usage.dayGroups.map((day) => ({
    ...day,
    standardGroup: { ...day.standardGroup, events: [] },
    premiumGroup: { ...day.premiumGroup, events: [] },
  }));
  return { ...usage, eventsIncluded: false, dayGroups };
}

/** As the server answers from = to = day: that day alone, with its events. */
function oneDay<T extends Usage>(usage: T, day: string): T {
  return {
    ...usage,
    from: day,
    to: day,
    dailySeries: usage.dailySeries.filter((entry) => entry.date === day),
    dayGroups: usage.dayGroups.filter((group) => group.date === day),
  };
}

/**
 * The usage calls of any line; bill dates none unless given. With eventsIncluded false a
 * range comes without its events, as for a busy line, and a one-day call lists that day's.
 */
export function usageHandler({
  billDates = [],
  eventsIncluded = true,
}: { billDates?: string[]; eventsIncluded?: boolean } = {}): Handler {
  return ({ method, path, searchParams }) => {
    if (method !== 'GET') return undefined;
    if (path.endsWith('/billDates')) return { data: billDates.map((billDate) => ({ billDate })) };
    const match = /\/mobileServices\/(\d+)\/usage\/(data|voice|text)$/.exec(path);
    if (match === null) return undefined;
    const [, line = '', kind] = match;
    const usage: Usage =
      kind === 'data'
        ? someDataUsage(line)
        : { ...someCalls(line), usageType: kind === 'text' ? 'text' : 'voice' };
    const from = searchParams.get('from') ?? '';
    if (from === searchParams.get('to')) return { data: oneDay(usage, from) };
    return { data: eventsIncluded ? usage : withoutEvents(usage) };
  };
}
