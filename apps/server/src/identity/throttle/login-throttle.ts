import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import type { Pool } from '../pools';

/** Decision 004: five failures for one email, or twenty from one address, in 15 minutes. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

interface Counter {
  key: string;
  limit: number;
}

/** The counters one sign-in attempt is held to; kept in the database so every process agrees. */
export function loginCounters(pool: Pool, email: string, ip: string): Counter[] {
  return [
    { key: `idp-login:email:${pool}:${email}`, limit: MAX_FAILURES_PER_EMAIL },
    { key: `idp-login:ip:${ip}`, limit: MAX_FAILURES_PER_ADDRESS },
  ];
}

/**
 * The counters a staff second-step code is held to: the same limits as passwords, for the
 * log-in (whose password was right) and for the address (decision 054).
 */
export function secondFactorCounters(userGuid: string, ip: string): Counter[] {
  return [
    { key: `idp-2fa:staff:${userGuid}`, limit: MAX_FAILURES_PER_EMAIL },
    { key: `idp-2fa:ip:${ip}`, limit: MAX_FAILURES_PER_ADDRESS },
  ];
}

/**
 * The counter a passkey sign-in is held to: the address's, shared with passwords, so twenty
 * refused answers of either kind from one address in 15 minutes wait like wrong passwords.
 * An answer names nobody until it is verified, and counting per credential would let anyone
 * who knows a credential's id lock its owner out, so there is no per-person counter here.
 */
export function passkeySignInCounters(ip: string): Counter[] {
  return [{ key: `idp-login:ip:${ip}`, limit: MAX_FAILURES_PER_ADDRESS }];
}

/** Seconds until another attempt is allowed, or undefined when the attempt may go ahead. */
export async function loginRetryAfter(
  db: Db,
  counters: Counter[],
  now: Date = new Date(),
): Promise<number | undefined> {
  const rows = await db
    .select()
    .from(rateLimitCounters)
    .where(
      inArray(
        rateLimitCounters.key,
        counters.map((counter) => counter.key),
      ),
    );
  let wait: number | undefined;
  for (const row of rows) {
    const limit = counters.find((counter) => counter.key === row.key)?.limit;
    if (limit === undefined || row.count < limit || row.resetAt <= now) continue;
    const seconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
    wait = Math.max(wait ?? 0, seconds);
  }
  return wait;
}

/** Counts a failure against each counter; a counter whose window has passed starts again. */
export async function recordLoginFailure(
  db: Db,
  counters: Counter[],
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const nextReset = new Date(now.getTime() + LOGIN_WINDOW_SECONDS * 1000);
  const expired = sql`${rateLimitCounters.resetAt} <= ${at}::timestamptz`;
  for (const counter of counters) {
    await db
      .insert(rateLimitCounters)
      .values({ key: counter.key, count: 1, resetAt: nextReset })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${nextReset.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      });
  }
}

/** After a successful sign-in the email's count starts again; the address's does not. */
export async function clearEmailFailures(db: Db, counters: Counter[]): Promise<void> {
  const [emailCounter] = counters;
  if (emailCounter === undefined) return;
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, emailCounter.key));
}
