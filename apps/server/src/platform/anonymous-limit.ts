import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { countCalls } from './rate-limit';
import { ThrottledError } from './throttled-error';

export interface AnonymousLimitOptions {
  /** Names the counter, so each group of routes has its own. */
  name: string;
  /** Calls one address may make per window. */
  callsPerWindow: number;
  windowSeconds: number;
  /** What a refused caller is told. */
  message: string;
}

/**
 * A preHandler for routes open without sign-in that take a link's token: each client address
 * gets a fixed window of calls, counted in the database like the sign-in throttle, so every
 * process agrees. A refused call gets 429 with Retry-After.
 */
export function anonymousLimit(db: Db, options: AnonymousLimitOptions) {
  const limit = {
    name: options.name,
    limit: options.callsPerWindow,
    windowSeconds: options.windowSeconds,
  };
  return async (request: FastifyRequest) => {
    const wait = await countCalls(db, [{ limit, subject: `ip:${request.ip}` }]);
    if (wait !== undefined) throw new ThrottledError(options.message, wait);
  };
}
