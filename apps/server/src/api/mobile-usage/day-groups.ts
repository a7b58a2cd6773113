import type { CallOrTextEvent, DataDayUsageGroup, DayUsageGroup } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import type { EventRow, RollupDay } from './usage-reads';

function byDay(events: readonly EventRow[]): Map<string, EventRow[]> {
  const days = new Map<string, EventRow[]>();
  for (const event of events) {
    const key = toNzDateKey(event.eventDate);
    const list = days.get(key);
    if (list === undefined) days.set(key, [event]);
    else list.push(event);
  }
  return days;
}

const toCallOrText = (event: EventRow): CallOrTextEvent => ({
  eventDate: event.eventDate.toISOString(),
  destinationNumber: event.destinationNumber,
  durationSeconds: event.durationSeconds,
  isPremium: event.isPremium,
  chargeIncludingGst: event.chargeIncludingGst,
  chargeExcludingGst: event.chargeExcludingGst,
});

/**
 * Calls or texts by day, newest first, with totals from the rollups (so they are right even
 * when the events are left out): seconds for calls, a count for texts. Minutes and texts
 * are not shared between lines, so youUsed is the whole and youShared 0.
 */
export function callOrTextDayGroups(
  kind: 'voice' | 'text',
  rollups: readonly RollupDay[],
  events: readonly EventRow[],
): DayUsageGroup[] {
  const eventsByDay = byDay(events);
  return rollups
    .filter((day) => day.eventCount > 0)
    .map((day) => {
      const list = eventsByDay.get(day.day) ?? [];
      const premiumUsage = kind === 'voice' ? day.premiumSeconds : day.premiumCount;
      const allUsage = kind === 'voice' ? day.totalSeconds : day.eventCount;
      const group = (premium: boolean, usage: number, price: number) => ({
        events: list.filter((event) => event.isPremium === premium).map(toCallOrText),
        totalUsage: usage,
        youUsed: usage,
        youShared: 0,
        totalPrice: price,
      });
      return {
        date: day.day,
        standardGroup: group(
          false,
          allUsage - premiumUsage,
          day.chargeCents - day.premiumChargeCents,
        ),
        premiumGroup: group(true, premiumUsage, day.premiumChargeCents),
      };
    })
    .reverse();
}

const EMPTY_DATA_GROUP = { events: [], totalUsage: 0, youUsed: 0, youShared: 0, totalPrice: 0 };

/**
 * Data sessions by day, newest first. `poolDays` are the pool's daily totals (the line's
 * own when it is not in a pool): what the others used is what the line shared.
 */
export function dataDayGroups(
  serviceEntity: string,
  lineDays: readonly RollupDay[],
  poolDays: readonly RollupDay[],
  events: readonly EventRow[],
): DataDayUsageGroup[] {
  const eventsByDay = byDay(events);
  const own = new Map(lineDays.map((day) => [day.day, day]));
  return poolDays
    .filter((day) => day.totalBytes > 0 || (own.get(day.day)?.eventCount ?? 0) > 0)
    .map((day) => {
      const youUsed = own.get(day.day)?.totalBytes ?? 0;
      const totalUsage = Math.max(day.totalBytes, youUsed);
      return {
        date: day.day,
        standardGroup: {
          events: (eventsByDay.get(day.day) ?? []).map((event) => ({
            eventDate: event.eventDate.toISOString(),
            dataVolumeBytes: event.dataVolumeBytes,
            startDate: (event.startDate ?? event.eventDate).toISOString(),
            endDate: (event.endDate ?? event.eventDate).toISOString(),
            usageByServiceEntities: [{ serviceEntity, dataVolumeBytes: event.dataVolumeBytes }],
          })),
          totalUsage,
          youUsed,
          youShared: totalUsage - youUsed,
          totalPrice: own.get(day.day)?.chargeCents ?? 0,
        },
        premiumGroup: EMPTY_DATA_GROUP,
      };
    })
    .reverse();
}
