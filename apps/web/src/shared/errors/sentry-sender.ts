import { captureException, init, withScope } from '@sentry/browser';
import type { ErrorTags } from './error-reporting';

/**
 * Sentry set up and wrapped as a sender. Kept in its own module with named imports so the
 * bundler drops the parts of the SDK the portal never calls (a namespace import kept all of
 * it, about 140 KB gzip); error-reporting loads this lazily, only when there is a DSN.
 */
export function startSentry(options: {
  dsn: string;
  environment: string;
}): (error: unknown, tags: ErrorTags) => void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    sampleRate: 1,
    tracesSampleRate: 0,
    defaultIntegrations: false,
  });
  return (error, tags) => {
    withScope((scope) => {
      scope.setTag('operation', tags.operation);
      scope.setTag('account', tags.accountCode ?? 'none');
      captureException(error);
    });
  };
}
