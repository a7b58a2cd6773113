import { z } from 'zod';

/**
 * Every API response body is normalised to this shape (spec section 7).
 * Errors carry the request guid so a person can quote it to support.
 */
export const fieldErrorSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the offending field, e.g. body.amount' }),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    status: z.number().int(),
    title: z.string().nullable(),
    detail: z.string().nullable(),
    message: z.string().nullable(),
    data,
  });
}

// Named, so the API description states it once and every failing status refers to it.
export const errorEnvelopeSchema = envelopeSchema(
  z.object({ fieldErrors: z.array(fieldErrorSchema) }).nullable(),
)
  .extend({
    success: z.literal(false),
    requestGuid: z.string(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  success: boolean;
  status: number;
  title: string | null;
  detail: string | null;
  message: string | null;
  data: T;
}
