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
