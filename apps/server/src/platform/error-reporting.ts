import { scrubEvent, shouldReportStatus } from '@portal/domain';

export interface ErrorContext {
  /** The route, e.g. `GET /api/accounts/:accountCode`. */
  operation: string;
  accountCode: string | null;
  requestGuid: string;
  status: number;
}

export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
  flush(): Promise<void>;
}

const silentReporter: ErrorReporter = {
  report() {
    // No DSN configured: errors are only logged.
  },
  flush: () => Promise.resolve(),
};

/**
 * Sentry, loaded only when a DSN is configured, so a deployment without one pays nothing.
 * Errors are sampled at 1 and traces at 0 (spec section 9).
 */
export async function createErrorReporter(options: {
  dsn: string | undefined;
  environment: string;
}): Promise<ErrorReporter> {
  if (options.dsn === undefined) return silentReporter;
  const Sentry = await import('@sentry/node');
  const client = Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    sampleRate: 1,
    tracesSampleRate: 0,
    defaultIntegrations: false,
    // Only the account code and the operation may say who or what it was (decision 025).
    beforeSend: (event) => scrubEvent(event),
  });
  return {
    report(error, context) {
      if (!shouldReportStatus(context.status)) return;
      Sentry.withScope((scope) => {
        scope.setTag('operation', context.operation);
        scope.setTag('account', context.accountCode ?? 'none');
        scope.setTag('request_guid', context.requestGuid);
        scope.setTag('status', String(context.status));
        Sentry.captureException(error);
      });
    },
    async flush() {
      await client?.flush(2000);
    },
  };
}
