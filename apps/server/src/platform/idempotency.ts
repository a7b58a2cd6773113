import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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
 */
export async function runIdempotent<T>(
  db: Db,
  request: IdempotentRequest,
  work: () => Promise<T>,
  options: IdempotencyOptions = {},
): Promise<T> {
  const { scope, key } = request;
  const requestHash = requestHashOf(request.body);
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, status: 'InProgress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  if (claimed !== undefined) {
    try {
      const answer = await work();
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
  }

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
