import { z } from 'zod';
import { FORECAST_PART_KINDS, FORECAST_REASON_KINDS } from '@portal/domain';
import { centsSchema, isoDateSchema } from '../entities/scalars';

/*
 * The bill guardian (issue 28): GET /api/accounts/{accountCode}/billForecast. Every amount
 * is in the account's GST view (displayGstInclusiveValues), as its bills show it.
 */

export const billForecastPartSchema = z.object({
  kind: z.enum(FORECAST_PART_KINDS),
  label: z.string(),
  /** What the part adds to the next bill by its date; credits are negative. */
  amount: centsSchema,
  /** Use charged so far; for the other parts the same as `amount`. */
  soFar: centsSchema,
  /** Power: what these weeks' usual use would cost (a year ago, else lately); else null. */
  usual: centsSchema.nullable(),
});
export type BillForecastPart = z.infer<typeof billForecastPartSchema>;

export const billForecastReasonSchema = z.object({
  kind: z.enum(FORECAST_REASON_KINDS),
  /** The plain words, e.g. 'Power use is running 18% above your usual for this time of year'. */
  text: z.string(),
});

export const billForecastSchema = z
  .object({
    billDate: isoDateSchema.nullable().meta({ description: 'Null when no bill is coming' }),
    daysLeft: z.number().int().nonnegative(),
    parts: z.array(billForecastPartSchema),
    total: centsSchema,
    usual: centsSchema.nullable().meta({ description: 'The median of the last six bills' }),
    comparison: z.enum(['above', 'usual', 'below']).nullable(),
    reasons: z.array(billForecastReasonSchema),
    displayGstInclusiveValues: z.boolean(),
  })
  .meta({ id: 'BillForecast' });
export type BillForecast = z.infer<typeof billForecastSchema>;
