import { shouldReportStatus } from '@portal/domain';
import { isApiError } from '../api/api-error';

export interface ErrorTags {
  operation: string;
  accountCode: string | null;
}

type Send = (error: unknown, tags: ErrorTags) => void;
let send: Send | null = null;

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

/** Spec section 8: reported unless a client error between 401 and 499. */
export function reportError(error: unknown, tags: ErrorTags): boolean {
  if (isApiError(error) && !shouldReportStatus(error.status)) return false;
  if (send === null) return false;
  send(error, tags);
  return true;
}

/** Tests replace the transport to Sentry with a function of their own. */
export function setErrorSender(sender: Send | null): void {
  send = sender;
}
