import { sql } from 'drizzle-orm';
import { formatDate, formatTime, toNzDateKey } from '@portal/domain';
import type { RateLimit } from '../config/rate-limits';
import type { Db, Tx } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { ThrottledError } from './throttled-error';

/** One limit and whose calls it counts (a number, an identity, an address, a card's hash). */
export interface CountedCall {
  limit: RateLimit;
  subject: string;
}

/**
 * Counts one call against each limit in a fixed window and gives the seconds to wait when any
 * is over, else undefined. One statement per counter, so two calls at once cannot both pass.
 */
export async function countCalls(
  db: Db | Tx,
  calls: readonly CountedCall[],
  now = new Date(),
): Promise<number | undefined> {
  let wait: number | undefined;
  const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  for (const { limit, subject } of calls) {
    const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
    const [counter] = await db
      .insert(rateLimitCounters)
      .values({ key: `${limit.name}:${subject}`, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
    if (counter === undefined || counter.count <= limit.limit) continue;
    const seconds = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000));
    wait = Math.max(wait ?? 0, seconds);
  }
  return wait;
}

/** "You can try again at 2:05 pm." in Auckland time, with the date when it is not today. */
export function tryAgainAt(waitSeconds: number, now = new Date()): string {
  const at = new Date(now.getTime() + waitSeconds * 1000);
  const day = toNzDateKey(at) === toNzDateKey(now) ? '' : ` on ${formatDate(at)}`;
  return `You can try again at ${formatTime(at)}${day}.`;
}

/** Counts the call, and refuses it with 429, Retry-After and when to try again when over. */
export async function enforceLimits(
  db: Db | Tx,
  calls: readonly CountedCall[],
  refusal: { message: string; code: string },
  now = new Date(),
): Promise<void> {
  const wait = await countCalls(db, calls, now);
  if (wait === undefined) return;
  throw new ThrottledError(`${refusal.message} ${tryAgainAt(wait, now)}`, wait, refusal.code);
}
