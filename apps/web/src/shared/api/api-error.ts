/** The normalised error body of spec section 7, read leniently: a proxy may send anything. */
export interface ErrorBody {
  success: boolean;
  status: number;
  title: string | null;
  detail: string | null;
  message: string | null;
  data: unknown;
  requestGuid: string;
}

/**
 * A failed call. `message` is the server's message with the request guid appended
 * (spec section 8), so it can be quoted to support; `title` and `detail` are kept for display.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly title: string | null;
  readonly detail: string | null;
  readonly data: unknown;
  readonly requestGuid: string;
  /** Seconds the server's Retry-After header asks the caller to wait; null without one. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    statusText: string;
    title: string | null;
    detail: string | null;
    message: string;
    data: unknown;
    requestGuid: string;
    retryAfterSeconds?: number | null;
  }) {
    super(`${init.message} (request ${init.requestGuid})`);
    this.status = init.status;
    this.statusText = init.statusText;
    this.title = init.title;
    this.detail = init.detail;
    this.data = init.data;
    this.requestGuid = init.requestGuid;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 4xx status: a refusal, as opposed to a failure (a 5xx, or 0 for no answer). */
export const isRefusalStatus = (status: number) => status >= 400 && status < 500;

/**
 * A 4xx: the server refused the request and said why. Asking again the same way will not
 * change the answer. A network failure or timeout (status 0) and a 5xx are not refusals.
 */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && isRefusalStatus(error.status);
}
