import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldError } from '@portal/contracts';
import { AppError } from './app-error';
import { errorBody } from './envelope';
import type { ErrorReporter } from './error-reporting';

export const UNEXPECTED_ERROR_MESSAGE = 'Sorry, an unexpected error occurred.';
export const INVALID_INPUT_MESSAGE = 'Some of the details sent were not valid.';

/** Statuses whose own title is safe and helpful to show; anything else becomes a plain 500. */
const CLIENT_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/** The path parameter that names an account: one name in every route (decision 037). */
const ACCOUNT_PARAM = 'accountCode';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Words for a body over the route's bodyLimit, saying what to do (an upload's size). */
    tooLargeMessage?: string;
  }
}

/** Zod's wording for a value that was not sent names a JavaScript value, not a field. */
const NOT_SENT = /received undefined$/;
const REQUIRED_MESSAGE = 'This is required.';

function fieldErrorsOf(error: FastifyError): FieldError[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const where = error.validationContext ?? 'request';
  return error.validation.map((issue) => ({
    path: [where, ...issue.instancePath.split('/').filter((part) => part !== '')].join('.'),
    message:
      issue.message === undefined
        ? 'This value is not valid.'
        : NOT_SENT.test(issue.message)
          ? REQUIRED_MESSAGE
          : issue.message,
  }));
}

/** Decides the status and body of a failure, and logs it; nothing internal leaves on 5xx. */
function toErrorResponse(error: FastifyError, request: FastifyRequest): ErrorEnvelope {
  const requestGuid = request.id;

  if (error instanceof AppError) {
    if (error.statusCode >= 500) {
      request.log.error({ err: error }, error.logMessage ?? error.message);
    } else if (error.logMessage) {
      request.log.info({ code: error.code }, error.logMessage);
    }
    return errorBody({
      status: error.statusCode,
      title: error.title,
      message: error.message,
      requestGuid,
    });
  }

  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors) {
    return errorBody({
      status: 400,
      title: 'Bad Request',
      message: INVALID_INPUT_MESSAGE,
      requestGuid,
      fieldErrors,
    });
  }

  const statusCode = error.statusCode ?? 500;
  const clientTitle = CLIENT_TITLES[statusCode];
  if (statusCode < 500 && clientTitle !== undefined) {
    // Fastify's own 4xx errors (bad JSON, body too large, rate limit) carry safe messages.
    request.log.info({ err: error }, 'request refused');
    const tooLarge =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? request.routeOptions.config.tooLargeMessage
        : undefined;
    return errorBody({
      status: statusCode,
      title: clientTitle,
      message: tooLarge ?? error.message,
      requestGuid,
    });
  }

  request.log.error({ err: error }, 'unexpected error');
  return errorBody({
    status: 500,
    title: 'Internal Server Error',
    message: UNEXPECTED_ERROR_MESSAGE,
    requestGuid,
  });
}

/**
 * Failures Fastify meets before any route is found (a path parameter that is not valid
 * percent-encoding, or longer than the router takes): without this they leave in Fastify's
 * own body, which echoes the path and names Fastify's error code.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const failed = error.code === 'FST_ERR_ASYNC_CONSTRAINT';
  if (failed) request.log.error({ err: error }, 'route constraint failed');
  else request.log.info({ code: error.code }, 'request refused before routing');
  const status = failed ? 500 : 400;
  void reply.status(status).send(
    errorBody({
      status,
      title: failed ? 'Internal Server Error' : 'Bad Request',
      message: failed ? UNEXPECTED_ERROR_MESSAGE : INVALID_INPUT_MESSAGE,
      requestGuid: request.id,
    }),
  );
}

function accountCodeOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const value = params[ACCOUNT_PARAM];
  return typeof value === 'string' ? value : null;
}

/**
 * The one error handler: every failure leaves in the normalised body, and is reported
 * (when reporting is configured) tagged by operation and account.
 */
export const errorHandlerPlugin = fp(
  (app: FastifyInstance, options: { reporter?: ErrorReporter }) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = toErrorResponse(error, request);
      options.reporter?.report(error, {
        operation: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0] ?? ''}`,
        accountCode: accountCodeOf(request),
        requestGuid: body.requestGuid,
        status: body.status,
      });
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.status(body.status).send(body);
    });
  },
  { name: 'error-handler' },
);
