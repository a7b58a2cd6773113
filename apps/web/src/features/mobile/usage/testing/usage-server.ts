import type { CallOrTextUsage, DataUsage, MobileService } from '@portal/contracts';
import type { Handler } from '../../../../test/portal-server';

export const aLine = (serviceEntity: string, name: string | null = null): MobileService => ({
  serviceEntity,
  service: 'mobile2_linerental',
  serviceEntityDescription: name,
  status: 'Active',
  isPrepay: false,
  planKey: 'GROUP_MEMBER',
});

const GB = 1024 ** 3;

/** Data on two days only: the page has to draw the other days at zero itself. */
export function someDataUsage(serviceEntity: string): DataUsage {
  const group = (bytes: number) => ({
    events: [],
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
    totals: { eventCount: 2, totalUsage: GB * 1.5, totalPrice: 0 },
    eventsIncluded: true,
    dayGroups: [
      { date: '2026-11-10', standardGroup: group(GB / 2), premiumGroup: group(0) },
      { date: '2026-11-03', standardGroup: group(GB), premiumGroup: group(0) },
    ],
    categories: [
      { category: 'Allocated Data', bytes: 60 * GB },
      { category: 'Carryover and Bonus Data', bytes: 0 },
      { category: 'Overage Data', bytes: 0 },
      { category: 'Total Used', bytes: GB * 1.5 },
      { category: 'Total Remaining', bytes: 58.5 * GB },
    ],
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

/** The usage calls of any line; bill dates none unless given. */
export function usageHandler(billDates: string[] = []): Handler {
  return ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path.endsWith('/billDates')) return { data: billDates.map((billDate) => ({ billDate })) };
    const match = /\/mobileServices\/(\d+)\/usage\/(data|voice|text)$/.exec(path);
    if (match === null) return undefined;
    const [, line = '', kind] = match;
    return {
      data: kind === 'data' ? someDataUsage(line) : { ...someCalls(line), usageType: kind },
    };
  };
}
