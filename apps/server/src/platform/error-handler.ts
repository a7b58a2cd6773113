import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@portal/contracts';
import { AppError } from './app-error';
import { errorBody } from './envelope';

export const UNEXPECTED_ERROR_MESSAGE = 'Sorry, an unexpected error occurred.';
const INVALID_INPUT_MESSAGE = 'Some of the details sent were not valid.';

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

function fieldErrorsOf(error: FastifyError): FieldError[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const where = error.validationContext ?? 'request';
  return error.validation.map((issue) => ({
    path: [where, ...issue.instancePath.split('/').filter((part) => part !== '')].join('.'),
    message: issue.message ?? 'This value is not valid.',
  }));
}

/**
 * The one error handler: every failure leaves in the normalised body. On 5xx nothing of the
 * internal error reaches the response; it is logged with the request guid instead.
 */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const requestGuid = request.id;

  if (error instanceof AppError) {
    if (error.statusCode >= 500) {
      request.log.error({ err: error }, error.logMessage ?? error.message);
    } else if (error.logMessage) {
      request.log.info({ code: error.code }, error.logMessage);
    }
    return reply.status(error.statusCode).send(
      errorBody({
        status: error.statusCode,
        title: error.title,
        message: error.message,
        requestGuid,
      }),
    );
  }

  const fieldErrors = fieldErrorsOf(error);
  if (fieldErrors) {
    return reply.status(400).send(
      errorBody({
        status: 400,
        title: 'Bad Request',
        message: INVALID_INPUT_MESSAGE,
        requestGuid,
        fieldErrors,
      }),
    );
  }

  const statusCode = error.statusCode ?? 500;
  const clientTitle = CLIENT_TITLES[statusCode];
  if (statusCode < 500 && clientTitle !== undefined) {
    // Fastify's own 4xx errors (bad JSON, body too large, rate limit) carry safe messages.
    request.log.info({ err: error }, 'request refused');
    return reply
      .status(statusCode)
      .send(
        errorBody({ status: statusCode, title: clientTitle, message: error.message, requestGuid }),
      );
  }

  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(
    errorBody({
      status: 500,
      title: 'Internal Server Error',
      message: UNEXPECTED_ERROR_MESSAGE,
      requestGuid,
    }),
  );
}

export const errorHandlerPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
