import type { ZodType } from 'zod';
import type { Envelope, ErrorEnvelope, FieldError } from '@portal/contracts';

/** Success body in the normalised shape of spec section 7. */
export function ok<T>(
  data: T,
  options: { status?: number; title?: string; message?: string } = {},
): Envelope<T> {
  return {
    success: true,
    status: options.status ?? 200,
    title: options.title ?? null,
    detail: null,
    message: options.message ?? null,
    data,
  };
}

/**
 * A success body checked against the route's 200 schema and serialised, for answers that are
 * kept and sent as they are instead of going through the route's serializer each time.
 */
export function checkedOkJson(schema: ZodType, data: unknown): string {
  return JSON.stringify(schema.parse(ok(data)));
}

export function errorBody(options: {
  status: number;
  title: string;
  message: string;
  requestGuid: string;
  fieldErrors?: FieldError[];
}): ErrorEnvelope {
  return {
    success: false,
    status: options.status,
    title: options.title,
    detail: options.message,
    message: options.message,
    data: options.fieldErrors ? { fieldErrors: options.fieldErrors } : null,
    requestGuid: options.requestGuid,
  };
}
