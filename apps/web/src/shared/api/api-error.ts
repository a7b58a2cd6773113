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
  /** A risky action refused for want of a recent sign-in (RFC 9470's challenge; decision 052). */
  readonly asksToSignInAgain: boolean;

  constructor(init: {
    status: number;
    statusText: string;
    title: string | null;
    detail: string | null;
    message: string;
    data: unknown;
    requestGuid: string;
    retryAfterSeconds?: number | null;
    asksToSignInAgain?: boolean;
  }) {
    super(`${init.message} (request ${init.requestGuid})`);
    this.status = init.status;
    this.statusText = init.statusText;
    this.title = init.title;
    this.detail = init.detail;
    this.data = init.data;
    this.requestGuid = init.requestGuid;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.asksToSignInAgain = init.asksToSignInAgain ?? false;
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

/** The server will do this only after the person signs in again (a step-up, decision 052). */
export function asksToSignInAgain(error: unknown): error is ApiError {
  return isApiError(error) && error.asksToSignInAgain;
}

/** How a risky call says what it is, on its mutation's `meta` (decision 052). */
export interface StepUpMeta {
  /** Words after "to": "block or unblock this SIM". */
  action: string;
  /**
   * False for a form with a password or card in it: a secret is never written to storage.
   * A call that sends secrets for some of its variables only decides by them.
   */
  keep?: boolean | ((variables: unknown) => boolean);
  /** What a form that is not kept holds, for the dialog: "a password", "a card number". */
  secret?: string;
}

type StepUpListener = (
  meta: StepUpMeta | undefined,
  pending: { key: readonly unknown[]; variables: unknown },
) => void;
let stepUpListener: StepUpListener | null = null;

/**
 * The signed-in layout listens for risky calls refused for want of a recent sign-in
 * (shared/step-up, loaded with that layout rather than with the first page's script).
 */
export function onStepUpRequired(listener: StepUpListener): () => void {
  stepUpListener = listener;
  return () => {
    if (stepUpListener === listener) stepUpListener = null;
  };
}

export function notifyStepUpRequired(
  meta: StepUpMeta | undefined,
  pending: { key: readonly unknown[]; variables: unknown },
): void {
  stepUpListener?.(meta, pending);
}
