import { errorEnvelopeSchema } from '@portal/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429;

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses(...statuses: ErrorStatus[]) {
  const all: ErrorStatus[] = [401, 403, ...statuses];
  return Object.fromEntries(all.map((status) => [status, errorEnvelopeSchema])) as Record<
    ErrorStatus,
    typeof errorEnvelopeSchema
  >;
}
