import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { ErrorEnvelope } from '@portal/contracts';
import type { Config } from '../config';
import { errorBody } from './envelope';
import { PROBE_PATHS } from './health';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN } from './graceful-close';

export const OVERLOADED_MESSAGE = 'The service is busy. Please try again shortly.';

/** Probes keep answering under load: a busy process is alive, and its database may be fine. */
const ALWAYS_SERVED = PROBE_PATHS;

/** At most one log line per this many milliseconds while shedding, so logs add no load. */
const LOG_EVERY_MS = 10_000;

export interface OverloadOptions extends Readonly<Config['overload']> {
  /** How often the load is measured; tests pass a short one. */
  sampleIntervalMs?: number;
}

/**
 * A request that must be served even when busy: the probes, and calls this process makes
 * to itself for a request it already accepted (refusing those would fail work half done).
 */
function isExempt(request: FastifyRequest): boolean {
  return (
    ALWAYS_SERVED.has(request.routeOptions.url ?? '') ||
    request.headers[INTERNAL_CALL_HEADER] === INTERNAL_CALL_TOKEN
  );
}

/**
 * Load shedding: when too many requests are being served at once (they would only queue for
 * the database pool), or the event loop lags (or is busy) past its limit, or the heap grows
 * past its own, new requests get an immediate 503 in the normalised body with Retry-After,
 * instead of queueing until every client times out. Requests already running carry on.
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, options: OverloadOptions) => {
    let loggedAt = 0;
    const refuse = (request: FastifyRequest, reply: FastifyReply, why: object): ErrorEnvelope => {
      const now = Date.now();
      if (now - loggedAt >= LOG_EVERY_MS) {
        loggedAt = now;
        request.log.warn(why, 'overloaded: answering 503 to new requests');
      }
      void reply.code(503).header('retry-after', String(options.retryAfterSeconds));
      return errorBody({
        status: 503,
        title: 'Service Unavailable',
        message: OVERLOADED_MESSAGE,
        requestGuid: request.id,
      });
    };

    if (options.maxInFlight > 0) {
      let inFlight = 0;
      const answered = () => {
        inFlight -= 1;
      };
      app.addHook('onRequest', (request, reply, done) => {
        if (isExempt(request)) {
          done();
          return;
        }
        if (inFlight >= options.maxInFlight) {
          void reply.send(refuse(request, reply, { type: 'inFlight', value: inFlight }));
          return;
        }
        inFlight += 1;
        // 'close' comes once per response: one shared listener, no closure made per request.
        reply.raw.on('close', answered);
        done();
      });
    }

    // under-pressure sends what its handler returns; undefined lets the request through.
    // (Its types say void: a function returning a value may stand in for one returning void.)
    const shed = (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) =>
      isExempt(request) ? undefined : refuse(request, reply, { type, value });
    const pressureHandler: (
      request: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ) => void = shed;
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.maxEventLoopUtilization,
      // Busy over the last sample, not since the process started.
      eventLoopUtilizationMode: 'interval',
      maxHeapUsedBytes: options.maxHeapUsedBytes,
      retryAfter: options.retryAfterSeconds,
      ...(options.sampleIntervalMs === undefined
        ? {}
        : { sampleInterval: options.sampleIntervalMs }),
      pressureHandler,
    });
  },
  { name: 'overload' },
);
