import { z } from 'zod';
import {
  bytesSchema,
  centsSchema,
  isoDateSchema,
  isoDateTimeSchema,
  serviceEntitySchema,
} from './scalars';

/** The labels of the usage breakdown, shown word for word. */
export const usageCategorySchema = z.enum([
  'Allocated Data',
  'Carryover and Bonus Data',
  'Overage Data',
  'Total Used',
  'Total Remaining',
]);
export type UsageCategory = z.infer<typeof usageCategorySchema>;

export const serviceEntityUsageSchema = z.object({
  serviceEntity: serviceEntitySchema,
  dataVolumeBytes: bytesSchema,
});
export type ServiceEntityUsage = z.infer<typeof serviceEntityUsageSchema>;

/** On a shared pool, usageByServiceEntities splits the volume between the lines that used it. */
export const dataUsageEventSchema = z
  .object({
    eventDate: isoDateTimeSchema,
    dataVolumeBytes: bytesSchema,
    startDate: isoDateTimeSchema,
    endDate: isoDateTimeSchema,
    usageByServiceEntities: z.array(serviceEntityUsageSchema),
  })
  .meta({ id: 'DataUsageEvent' });
export type DataUsageEvent = z.infer<typeof dataUsageEventSchema>;

export const callOrTextEventSchema = z
  .object({
    // Not in the spec's field list; events are grouped by day, so each needs its time.
    eventDate: isoDateTimeSchema,
    destinationNumber: z.string().min(1),
    durationSeconds: z.number().int().nonnegative().meta({ description: '0 for a text' }),
    isPremium: z.boolean(),
    chargeIncludingGst: centsSchema,
    chargeExcludingGst: centsSchema,
  })
  .meta({ id: 'CallOrTextEvent' });
export type CallOrTextEvent = z.infer<typeof callOrTextEventSchema>;

export const usageGroupSchema = z
  .object({
    events: z.array(callOrTextEventSchema),
    totalUsage: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'Seconds for calls, a count for texts' }),
    youUsed: z.number().int().nonnegative(),
    youShared: z.number().int().nonnegative(),
    totalPrice: centsSchema,
  })
  .meta({ id: 'UsageGroup' });
export type UsageGroup = z.infer<typeof usageGroupSchema>;

/** A day's usage, premium numbers kept apart from standard ones; data days have their own group. */
export function dayGroupsOf<Group extends z.ZodType>(group: Group) {
  return z.object({ date: isoDateSchema, standardGroup: group, premiumGroup: group });
}

export const dayUsageGroupSchema = dayGroupsOf(usageGroupSchema).meta({ id: 'DayUsageGroup' });
export type DayUsageGroup = z.infer<typeof dayUsageGroupSchema>;
