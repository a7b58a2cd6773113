import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MODEM_RETURN_MESSAGES } from '@portal/contracts';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Calls one address may make to the open modem-return routes per window. */
export const MODEM_RETURN_CALLS_PER_WINDOW = 30;
export const MODEM_RETURN_WINDOW_SECONDS = 15 * 60;

/**
 * The routes are open without sign-in and take a token, so each client address gets a
 * fixed window of calls, counted in the database like the sign-in throttle, so every
 * process agrees. A refused call gets 429 with Retry-After.
 */
export function anonymousLimit(db: Db) {
  return async (
    request: FastifyRequest,
    reply: { header(name: string, value: string): unknown },
  ) => {
    const now = new Date();
    const resetAt = new Date(now.getTime() + MODEM_RETURN_WINDOW_SECONDS * 1000);
    const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [counter] = await db
      .insert(rateLimitCounters)
      .values({ key: `modem-return:ip:${request.ip}`, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
    if (counter === undefined || counter.count <= MODEM_RETURN_CALLS_PER_WINDOW) return;
    const wait = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000));
    reply.header('retry-after', String(wait));
    throw new AppError({
      code: 'too_many_attempts',
      statusCode: 429,
      title: 'Too Many Requests',
      message: MODEM_RETURN_MESSAGES.tooMany,
    });
  };
}
