import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './app-error';

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
  return async (
    request: FastifyRequest,
    reply: { header(name: string, value: string): unknown },
  ) => {
    const now = new Date();
    const resetAt = new Date(now.getTime() + options.windowSeconds * 1000);
    const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [counter] = await db
      .insert(rateLimitCounters)
      .values({ key: `${options.name}:ip:${request.ip}`, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
    if (counter === undefined || counter.count <= options.callsPerWindow) return;
    const wait = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000));
    reply.header('retry-after', String(wait));
    throw new AppError({
      code: 'too_many_attempts',
      statusCode: 429,
      title: 'Too Many Requests',
      message: options.message,
    });
  };
}
