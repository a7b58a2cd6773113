import { captureException, init, withScope } from '@sentry/browser';
import { scrubEvent } from '@portal/domain';
import { isApiError } from '../api/api-error';

/**
 * A failed call is reported by its status and request guid: the server's message for
 * people may name them ('%s could not be removed.'), and its logs hold the rest.
 */
function describeForReport(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return `${String(error.status)} ${error.statusText} (request ${error.requestGuid})`;
}

/**
 * Sentry set up and wrapped as a sender. Kept in its own module with named imports so the
 * bundler drops the parts of the SDK the portal never calls (a namespace import kept all of
 * it, about 140 KB gzip); error-reporting loads this lazily, only when there is a DSN.
 */
export function startSentry(options: {
  dsn: string;
  environment: string;
}): (error: unknown, tags: { operation: string; accountCode: string | null }) => void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    sampleRate: 1,
    tracesSampleRate: 0,
    defaultIntegrations: false,
    // Only the account code and the operation may say who or what it was (decision 025).
    beforeSend: (event, hint) => {
      const summary = describeForReport(hint.originalException);
      const [first, ...rest] = event.exception?.values ?? [];
      if (summary !== null && first !== undefined) {
        event.exception = { values: [{ ...first, value: summary }, ...rest] };
      }
      return scrubEvent(event);
    },
  });
  return (error, tags) => {
    withScope((scope) => {
      scope.setTag('operation', tags.operation);
      scope.setTag('account', tags.accountCode ?? 'none');
      if (isApiError(error)) scope.setTag('status', String(error.status));
      captureException(error);
    });
  };
}
