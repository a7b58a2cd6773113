import { z } from 'zod';
import {
  consumptionRangeProblem,
  HALF_HOUR_RANGE_MESSAGE,
  halfHourRangeAllowed,
  ICP_NUMBER_MESSAGE,
  isValidIcpNumber,
} from '@portal/domain';
import { queryDateSchema } from '../entities/scalars';

/*
 * Your consumption data (issue 30): a power connection's use over a range of days, as
 * EIEP13A or plain CSV downloads and as the usage chart's months, days and half-hours.
 * GET /api/accounts/{accountCode}/power/consumption(.eiep13a|.csv)?icp&from&to
 */

const rangeFields = {
  icp: z.string().refine(isValidIcpNumber, ICP_NUMBER_MESSAGE),
  from: queryDateSchema('start'),
  to: queryDateSchema('end'),
};

/** In order and at most 24 months, reported on `to` with the rule's own message. */
function checkRange(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const problem = consumptionRangeProblem(q.from, q.to);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
}

/** The days `from` to `to`, both included, of one ICP on the account; at most 24 months. */
export const consumptionQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type ConsumptionQuery = z.infer<typeof consumptionQuerySchema>;

export const consumptionGrainSchema = z.enum(['month', 'day', 'halfHour']);

export const consumptionChartQuerySchema = z
  .object({ ...rangeFields, grain: consumptionGrainSchema })
  .superRefine(checkRange)
  .refine((q) => q.grain !== 'halfHour' || halfHourRangeAllowed(q.from, q.to), {
    message: HALF_HOUR_RANGE_MESSAGE,
    path: ['to'],
  });
export type ConsumptionChartQuery = z.infer<typeof consumptionChartQuerySchema>;

export const consumptionBucketSchema = z.object({
  /** `yyyy-MM` for a month, `yyyy-MM-dd` for a day, the starting instant of a half-hour. */
  key: z.string(),
  kwh: z.number().nonnegative(),
  /** Most of it was estimated (consumptionBuckets); the half-hours say exactly which. */
  estimated: z.boolean(),
});
export type ConsumptionBucket = z.infer<typeof consumptionBucketSchema>;

export const consumptionSchema = z
  .object({
    icpNumber: z.string(),
    meterSerial: z.string().nullable(),
    /**
     * How finely the meter's data goes: half-hours (a smart meter with interval data),
     * days (daily register reads) or the periods between readings.
     */
    resolution: z.enum(['halfHour', 'day', 'period']),
    grain: consumptionGrainSchema,
    buckets: z.array(consumptionBucketSchema),
    totalKwh: z.number().nonnegative(),
  })
  .meta({ id: 'PowerConsumption' });
export type Consumption = z.infer<typeof consumptionSchema>;
