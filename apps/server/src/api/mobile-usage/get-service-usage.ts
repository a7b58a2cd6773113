import {
  EVENT_DETAIL_MAX_DAYS,
  INLINE_EVENT_LIMIT,
  type ServiceUsage,
  type UsageQuery,
  type UsageType,
} from '@portal/contracts';
import { daysBetween, fillDailySeries } from '@portal/domain';
import type { Db } from '../../db/client';
import { callOrTextDayGroups, dataDayGroups } from './day-groups';
import { dataCategories, periodsIn } from './data-categories';
import { findCarryoverBytes, findLineAllowance } from './find-line-allowance';
import { findEvents, findRollupDays, type RollupDay } from './usage-reads';

function dayValue(kind: UsageType, day: RollupDay): number {
  if (kind === 'data') return day.totalBytes;
  if (kind === 'voice') return day.totalSeconds;
  return day.eventCount;
}

/** A single day always lists its events; a longer range only when it is short and quiet. */
function listsEvents(from: string, to: string, eventCount: number): boolean {
  if (from === to) return true;
  return daysBetween(from, to) + 1 <= EVENT_DETAIL_MAX_DAYS && eventCount <= INLINE_EVENT_LIMIT;
}

/**
 * GET …/mobileServices/{id}/usage/{data|voice|text}?from&to. Totals, chart and day totals
 * come from the daily rollups, read first; their event count decides whether the events are
 * read at all, so a year or a busy month of a busy line costs a few hundred rollup rows and
 * the screen asks for a day's events when that day is opened.
 */
export async function getServiceUsage(
  db: Db,
  serviceEntity: string,
  kind: UsageType,
  { from, to }: UsageQuery,
): Promise<ServiceUsage> {
  const lineDays = await findRollupDays(db, [serviceEntity], kind, from, to);
  const eventCount = lineDays.reduce((sum, day) => sum + day.eventCount, 0);
  const eventsIncluded = listsEvents(from, to, eventCount);
  const events =
    eventsIncluded && eventCount > 0 ? await findEvents(db, serviceEntity, kind, from, to) : [];
  const common = {
    serviceEntity,
    from,
    to,
    dailySeries: fillDailySeries(
      lineDays.map((day) => ({ date: day.day, value: dayValue(kind, day) })),
      from,
      to,
    ),
    totals: {
      eventCount,
      totalUsage: lineDays.reduce((sum, day) => sum + dayValue(kind, day), 0),
      totalPrice: lineDays.reduce((sum, day) => sum + day.chargeCents, 0),
    },
    eventsIncluded,
  };
  if (kind !== 'data') {
    return { usageType: kind, ...common, dayGroups: callOrTextDayGroups(kind, lineDays, events) };
  }
  const allowance = await findLineAllowance(db, serviceEntity);
  const inPool = allowance.pool !== undefined;
  const poolDays = inPool
    ? await findRollupDays(db, allowance.poolLines, 'data', from, to)
    : lineDays;
  const carryoverBytes =
    allowance.pool === undefined ? 0 : await findCarryoverBytes(db, allowance.pool, from);
  return {
    usageType: 'data',
    ...common,
    dayGroups: dataDayGroups(serviceEntity, lineDays, poolDays, events),
    categories: dataCategories({
      allowanceBytes:
        allowance.periodAllowanceBytes === null
          ? null
          : allowance.periodAllowanceBytes * periodsIn(from, to),
      unlimitedData: allowance.unlimitedData,
      carryoverBytes,
      usedBytes: poolDays.reduce((sum, day) => sum + day.totalBytes, 0),
    }),
    categoriesCount: inPool ? 'sharedPool' : 'line',
  };
}
