import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { createCorrelationId } from './correlation-id';
import { RequestLogger } from './request-logger';
import { LIVENESS_PATH, PROBE_PATHS } from './health';

export const REQUEST_GUID_HEADER = 'request-guid';
export const CORRELATION_ID_HEADER = 'correlation-id';

/** Ids from clients reach our logs, so only a plain shape is taken as given. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

function headerValue(value: string | string[] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single !== undefined && SAFE_ID.test(single) ? single : undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    correlationId: string;
  }
}

/**
 * /healthz answers from memory and writes no log line, so it gets neither a child logger nor
 * ids: the ids name a request's log lines, and each response header costs about half a
 * microsecond of the twelve a health check took (issue 8, P1).
 */
const LOGLESS_PATH = LIVENESS_PATH;

/**
 * The logger is made before any hook runs, so the id it logs is kept on the raw request for
 * the hook to reuse: a symbol-keyed property, where a WeakMap entry per request had showed
 * in a signed-in read's profile (its write barrier, issue 8, P2).
 */
const CORRELATION_ID = Symbol('correlation id');

function correlationIdOf(rawRequest: IncomingMessage & { [CORRELATION_ID]?: string }): string {
  let id = rawRequest[CORRELATION_ID];
  if (id === undefined) {
    id = headerValue(rawRequest.headers[CORRELATION_ID_HEADER]) ?? createCorrelationId();
    rawRequest[CORRELATION_ID] = id;
  }
  return id;
}

/**
 * One access-log line per request, written when it completes, with the request, the answer
 * and the time taken: Fastify's default adds an "incoming request" line before it, which
 * doubled the logging cost of every call and said nothing the second line does not.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {
    // The completion line carries the request.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    const message = error ? 'request errored' : 'request completed';
    if (reply.log instanceof RequestLogger) reply.log.writeAccessLine(line, message, error);
    else if (error) reply.log.error({ ...line, err: error }, message);
    else reply.log.info(line, message);
  }
}

/**
 * Fastify passes `{}` when a route sets no logger options, and pino's child() with any
 * options object takes its slow path, rebuilding its formatters for every request.
 */
function hasAny(options: object): boolean {
  for (const key in options) if (Object.hasOwn(options, key)) return true;
  return false;
}

/** Server options that give every request a guid and every log line both ids. */
export const requestIdOptions = {
  logController: new OneLinePerRequest({
    requestIdLogLabel: 'requestGuid',
    // Probes arrive every few seconds; logging each would bury the requests that matter.
    disableRequestLogging: (request) => PROBE_PATHS.has(request.url),
  }),
  genReqId: (request) => headerValue(request.headers[REQUEST_GUID_HEADER]) ?? randomUUID(),
  childLoggerFactory: (logger, bindings, options, rawRequest) =>
    rawRequest.url === LOGLESS_PATH
      ? logger
      : new RequestLogger(
          logger,
          { ...bindings, correlationId: correlationIdOf(rawRequest) },
          hasAny(options) ? options : undefined,
        ),
} satisfies Pick<FastifyServerOptions, 'logController' | 'genReqId' | 'childLoggerFactory'>;

export const requestContextPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('correlationId', '');
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url === LOGLESS_PATH) {
        done();
        return;
      }
      request.correlationId = correlationIdOf(request.raw);
      void reply.header(REQUEST_GUID_HEADER, request.id);
      void reply.header(CORRELATION_ID_HEADER, request.correlationId);
      done();
    });
  },
  { name: 'request-context' },
);
