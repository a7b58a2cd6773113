// Issue 5: schemas of the usage slice (a line's usage, the account's shared data pool).
import { z } from 'zod';
import { daysBetween, isDateKey } from '@portal/domain';
import {
  accountCodeSchema,
  bytesSchema,
  centsSchema,
  isoDateSchema,
  queryDateSchema,
} from '../entities/scalars';
import {
  dataUsageEventSchema,
  dayGroupsOf,
  dayUsageGroupSchema,
  usageCategorySchema,
} from '../entities/usage';

/** The path's usage kinds (spec section 7: usage/{data|voice|text}). */
export const usageTypeSchema = z.enum(['data', 'voice', 'text']);
export type UsageType = z.infer<typeof usageTypeSchema>;

export const usageParamsSchema = z.object({
  accountCode: accountCodeSchema,
  serviceEntity: z.string().min(1).max(64),
  usageType: usageTypeSchema,
});

/** About 13 months: the 12-month picker plus the days either side of a bill period. */
export const MAX_USAGE_RANGE_DAYS = 400;

/** Both ends are inclusive days in Pacific/Auckland. */
export const usageQuerySchema = z
  .object({ from: queryDateSchema('start'), to: queryDateSchema('end') })
  .refine((q) => !isDateKey(q.from) || !isDateKey(q.to) || q.from <= q.to, {
    message: 'The start date must be on or before the end date.',
    path: ['from'],
  })
  .refine(
    (q) =>
      !isDateKey(q.from) ||
      !isDateKey(q.to) ||
      q.from > q.to ||
      daysBetween(q.from, q.to) < MAX_USAGE_RANGE_DAYS,
    { message: `Ask for at most ${MAX_USAGE_RANGE_DAYS} days of usage at a time.`, path: ['to'] },
  );
export type UsageQuery = z.infer<typeof usageQuerySchema>;

/** One day of the chart: bytes for data, seconds for calls, a count for texts. */
export const dailyUsageValueSchema = z.object({ date: isoDateSchema, value: z.number().int() });

/**
 * A data day: the spec's day usage group with data events. On a line in a shared pool,
 * totalUsage is what the whole pool used that day, youUsed this line's part and youShared
 * the part the other lines of the pool used; on a standalone line youShared is 0.
 */
export const dataUsageGroupSchema = z
  .object({
    events: z.array(dataUsageEventSchema),
    totalUsage: bytesSchema,
    youUsed: bytesSchema,
    youShared: bytesSchema,
    totalPrice: centsSchema,
  })
  .meta({ id: 'DataUsageGroup' });

export const dataDayUsageGroupSchema = dayGroupsOf(dataUsageGroupSchema).meta({
  id: 'DataDayUsageGroup',
});
export type DataDayUsageGroup = z.infer<typeof dataDayUsageGroupSchema>;

/** bytes is null where the plan's data is unlimited, so nothing can be allocated or left. */
export const usageCategoryAmountSchema = z.object({
  category: usageCategorySchema,
  bytes: bytesSchema.nullable(),
});
export type UsageCategoryAmount = z.infer<typeof usageCategoryAmountSchema>;

const usageCommon = {
  serviceEntity: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  /** Every day of the range, days without usage as 0. */
  dailySeries: z.array(dailyUsageValueSchema),
  totals: z.object({
    eventCount: z.number().int().nonnegative(),
    /** Bytes, seconds or a count, as the series. */
    totalUsage: z.number().int().nonnegative(),
    totalPrice: centsSchema,
  }),
  /**
   * Whether the day groups list their events. A single day (from == to) always does. A
   * longer range does when it spans at most EVENT_DETAIL_MAX_DAYS days and holds at most
   * INLINE_EVENT_LIMIT events (totals.eventCount); otherwise every day group carries its
   * totals with empty event lists, and a day's events are asked for with from = to = that day.
   */
  eventsIncluded: z.boolean(),
};

/** The longest range (a bill period or a month, in days) whose events may come inline. */
export const EVENT_DETAIL_MAX_DAYS = 62;

/** The most events a range longer than a day lists inline, so a busy line's month stays small. */
export const INLINE_EVENT_LIMIT = 500;

export const dataUsageSchema = z
  .object({
    usageType: z.literal('data'),
    ...usageCommon,
    dayGroups: z.array(dataDayUsageGroupSchema),
    /** The five categories in the spec's order, for the requested range. */
    categories: z.array(usageCategoryAmountSchema),
    /**
     * Whom the categories count: this line alone, or every line sharing its data pool (this
     * one included). The series and totals always count this line, so a page showing both
     * must say which is which (ux.md: one fact, one figure, labelled with what it counts).
     */
    categoriesCount: z.enum(['line', 'sharedPool']),
  })
  .meta({ id: 'DataUsage' });

export const callOrTextUsageSchema = z
  .object({
    usageType: z.enum(['voice', 'text']),
    ...usageCommon,
    dayGroups: z.array(dayUsageGroupSchema),
  })
  .meta({ id: 'CallOrTextUsage' });

export const serviceUsageSchema = z.discriminatedUnion('usageType', [
  dataUsageSchema,
  callOrTextUsageSchema,
]);
export type ServiceUsage = z.infer<typeof serviceUsageSchema>;
export type DataUsage = z.infer<typeof dataUsageSchema>;
export type CallOrTextUsage = z.infer<typeof callOrTextUsageSchema>;

/** The message of every shared pool call when the account has no active configuration. */
export const NO_ACTIVE_POOL_MESSAGE = 'No active pool found';

export const sharedPoolParamsSchema = z.object({ accountCode: accountCodeSchema });

export const sharedPoolDailyUsageQuerySchema = z.object({
  billDate: queryDateSchema('bill'),
});

/** The carryover the pool holds now: the final balance of the latest billed period. */
export const sharedPoolCarryoverSchema = z
  .object({
    billDate: isoDateSchema.nullable(),
    carryoverBalanceGb: z.number().nonnegative(),
  })
  .meta({ id: 'SharedDataPoolCarryover' });
export type SharedPoolCarryover = z.infer<typeof sharedPoolCarryoverSchema>;
