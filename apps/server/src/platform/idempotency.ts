import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import { UNEXPECTED_ERROR_MESSAGE } from './error-handler';

export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = 'A payment with this key is already in progress';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request.';

export interface IdempotentRequest {
  /** Who and what the key belongs to, e.g. `payments:30000001:payments`: keys never cross. */
  scope: string;
  key: string;
  /** The parsed request body; its canonical JSON is hashed. */
  body: unknown;
}

export interface IdempotencyOptions {
  /** How long a retry waits for the first request to finish before it gets a 409. */
  waitMs?: number;
  pollMs?: number;
  /**
   * A claim still InProgress this long after it was made is taken over by the next request
   * with its key, which runs `work` again (see runIdempotent). Only for work that is safe to
   * run twice: it must create what it creates under ids derived from `attempt.id`, so that
   * a second run finds what a first run made (its rows, the gateway's charge) instead of
   * making it again. Unset: a claim is never taken over.
   */
  takeOverAfterMs?: number;
}

/** What `work` knows of its run: an id that is the same for every run under one key. */
export interface IdempotentAttempt {
  /** A UUID derived from the scope and the key. */
  id: string;
  /** True when this run took over a claim whose request never finished. */
  takeover: boolean;
}

/** The attempt id of a scope and key: a UUID (version 5 layout) from their SHA-256. */
export function attemptIdOf(scope: string, key: string): string {
  const hex = createHash('sha256').update(`${scope}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** A failure kept under its key, so a retry gets the same answer instead of a second try. */
interface StoredFailure {
  code: string;
  statusCode: number;
  title: string;
  message: string;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function failureOf(error: unknown): StoredFailure {
  if (error instanceof AppError && error.statusCode < 500) {
    return {
      code: error.code,
      statusCode: error.statusCode,
      title: error.title,
      message: error.message,
    };
  }
  return {
    code: error instanceof AppError ? error.code : 'unexpected',
    statusCode: error instanceof AppError ? error.statusCode : 500,
    title: error instanceof AppError ? error.title : 'Internal Server Error',
    message: error instanceof AppError ? error.message : UNEXPECTED_ERROR_MESSAGE,
  };
}

function replayFailure(stored: unknown): AppError {
  const failure = stored as Partial<StoredFailure> | null;
  return new AppError({
    code: failure?.code ?? 'unexpected',
    statusCode: failure?.statusCode ?? 500,
    title: failure?.title ?? 'Internal Server Error',
    message: failure?.message ?? UNEXPECTED_ERROR_MESSAGE,
    logMessage: 'idempotent replay of an earlier failure',
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per scope and key. The primary key of idempotency_keys decides between
 * concurrent requests: the one whose insert lands does the work and stores its answer; the
 * others poll for it and return the same answer, or a 409 when it takes too long. A failure
 * is stored too, so a retry after a failed charge never tries to charge again: a new attempt
 * takes a new key. The same key with another body is refused with a 422.
 *
 * A process that dies (kill -9, a lost host) after claiming a key leaves it InProgress for
 * good, and every retry would get a 409. With `takeOverAfterMs`, a retry that finds such a
 * claim older than that takes it over (one request only: the claim's time is reset in the
 * same conditional update) and runs `work` again under the same attempt id (decision 035).
 */
export async function runIdempotent<T>(
  db: Db,
  request: IdempotentRequest,
  work: (attempt: IdempotentAttempt) => Promise<T>,
  options: IdempotencyOptions = {},
): Promise<T> {
  const { scope, key } = request;
  const requestHash = requestHashOf(request.body);
  const attemptId = attemptIdOf(scope, key);
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, status: 'InProgress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const runClaimed = async (takeover: boolean): Promise<T> => {
    try {
      const answer = await work({ id: attemptId, takeover });
      await db
        .update(idempotencyKeys)
        .set({
          status: 'Completed',
          responseStatus: 200,
          response: { data: answer },
          completedAt: new Date(),
        })
        .where(where);
      return answer;
    } catch (error) {
      const failure = failureOf(error);
      await db
        .update(idempotencyKeys)
        .set({
          status: 'Failed',
          responseStatus: failure.statusCode,
          response: failure,
          completedAt: new Date(),
        })
        .where(where);
      throw error;
    }
  };
  if (claimed !== undefined) return runClaimed(false);

  const takeOverAfterMs = options.takeOverAfterMs;
  const deadline = Date.now() + (options.waitMs ?? 15_000);
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (row === undefined) throw new Error('idempotency key vanished while waiting for it');
    if (row.requestHash !== requestHash) {
      throw new AppError({
        code: 'idempotency_key_reused',
        statusCode: 422,
        title: 'Unprocessable Entity',
        message: IDEMPOTENCY_KEY_REUSED_MESSAGE,
      });
    }
    if (row.status === 'Completed') return (row.response as { data: T }).data;
    if (row.status === 'Failed') throw replayFailure(row.response);
    if (
      takeOverAfterMs !== undefined &&
      Date.now() - row.createdAt.getTime() >= takeOverAfterMs &&
      (await takeOver(db, where, takeOverAfterMs))
    ) {
      return runClaimed(true);
    }
    if (Date.now() >= deadline) {
      // Retry-After tells the browser the outcome is still open, so it keeps the key.
      throw new AppError({
        code: 'idempotency_in_progress',
        statusCode: 409,
        title: 'Conflict',
        message: IDEMPOTENCY_IN_PROGRESS_MESSAGE,
        retryAfterSeconds: 1,
      });
    }
    await sleep(options.pollMs ?? 100);
  }
}

/**
 * Takes over a claim still InProgress and older than `afterMs`, by the database's clock:
 * the update resets its time, so of several requests that find it stale only one matches.
 */
async function takeOver(db: Db, where: ReturnType<typeof and>, afterMs: number): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        where,
        eq(idempotencyKeys.status, 'InProgress'),
        sql`${idempotencyKeys.createdAt} < now() - (${afterMs} * interval '1 millisecond')`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}
