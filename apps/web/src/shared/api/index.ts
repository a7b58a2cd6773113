export { apiRequest, API_BASE, API_TIMEOUT_MS, setApiTransport } from './api-client';
export type { ApiRequest, ApiTransport } from './api-client';
export {
  ApiError,
  asksToSignInAgain,
  isApiError,
  isRefusal,
  onStepUpRequired,
  type StepUpMeta,
} from './api-error';
export { createCorrelationId } from './correlation-id';
export {
  failureMessage,
  PLEASE_TRY_AGAIN,
  refusalMessage,
  UserFacingError,
} from './failure-message';
export { fetchJson } from './fetch-json';
export { createQueryClient } from './query-client';
export { idempotencyHeader, isDefiniteAnswer, useIdempotencyKey } from './idempotency-key';
