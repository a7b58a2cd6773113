import { shouldReportStatus } from '@portal/domain';
import { isApiError } from '../api/api-error';
import { accountSelectionStore } from '../session/account-selection-store';

export interface ErrorTags {
  /** What was being done: a call, a route, or 'render'. */
  operation: string;
  /** The account it was done for; the selected account when not given. */
  accountCode?: string | null;
}

type Send = (error: unknown, tags: { operation: string; accountCode: string | null }) => void;
let send: Send | null = null;

// One report per error object: a failed query may also fail its route, and React may
// render an error boundary twice.
const reported = new WeakSet<object>();

/**
 * Sentry for the browser, loaded only when the server gives a DSN, so a deployment without
 * one downloads none of it. Errors are sampled at 1 and traces at 0 (spec section 9).
 */
export async function startErrorReporting(options: {
  dsn: string | null;
  environment: string;
}): Promise<void> {
  if (options.dsn === null) return;
  const { startSentry } = await import('./sentry-sender');
  send = startSentry({ dsn: options.dsn, environment: options.environment });
}

/**
 * The one way the web reports a failure (spec section 8): everything except client errors
 * with a status from 401 to 499, tagged by operation and account. True when it was sent.
 */
export function reportError(error: unknown, tags: ErrorTags): boolean {
  if (isApiError(error) && !shouldReportStatus(error.status)) return false;
  if (send === null) return false;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return false;
    reported.add(error);
  }
  const accountCode =
    tags.accountCode === undefined ? accountSelectionStore.get().accountCode : tags.accountCode;
  send(error, { operation: tags.operation, accountCode });
  return true;
}

/** Tests replace the transport to Sentry with a function of their own. */
export function setErrorSender(sender: Send | null): void {
  send = sender;
}
