import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { openTestDatabase } from '../db/testing';
import { AppError } from './app-error';
import {
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  attemptIdOf,
  requestHashOf,
  runIdempotent,
} from './idempotency';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const scope = 'test:30000001:payments';
let counter = 0;
const freshKey = () => `key-${String((counter += 1))}-${String(Date.now())}`;

async function statusOf(key: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ status: idempotencyKeys.status })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row?.status;
}

describe('runIdempotent', () => {
  it('does the work once for concurrent requests and gives all of them its answer', async () => {
    const key = freshKey();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { paymentId: `p-${String(runs)}` };
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        runIdempotent(database.db, { scope, key, body: { amount: 1 } }, work, { pollMs: 10 }),
      ),
    );
    expect(runs).toBe(1);
    expect(new Set(answers.map((answer) => answer.paymentId))).toEqual(new Set(['p-1']));
    expect(await statusOf(key)).toBe('Completed');
  });

  it('treats the same body with its keys in another order as the same request', () => {
    expect(requestHashOf({ a: 1, b: { c: 2, d: 3 } })).toBe(
      requestHashOf({ b: { d: 3, c: 2 }, a: 1 }),
    );
    expect(requestHashOf({ a: 1 })).not.toBe(requestHashOf({ a: 2 }));
  });

  it('refuses the same key with another body (422) without running the work', async () => {
    const key = freshKey();
    await runIdempotent(database.db, { scope, key, body: { amount: 1 } }, () => Promise.resolve(1));
    let ran = false;
    const second = runIdempotent(database.db, { scope, key, body: { amount: 2 } }, () => {
      ran = true;
      return Promise.resolve(2);
    });
    await expect(second).rejects.toMatchObject({
      statusCode: 422,
      message: IDEMPOTENCY_KEY_REUSED_MESSAGE,
    });
    expect(ran).toBe(false);
  });

  it('keeps the same key apart in another scope', async () => {
    const key = freshKey();
    const first = await runIdempotent(database.db, { scope, key, body: {} }, () =>
      Promise.resolve('first'),
    );
    const other = await runIdempotent(
      database.db,
      { scope: 'test:30000002:payments', key, body: {} },
      () => Promise.resolve('other'),
    );
    expect([first, other]).toEqual(['first', 'other']);
  });

  it('answers 409 when the first request takes too long', async () => {
    const key = freshKey();
    await database.db.insert(idempotencyKeys).values({
      scope,
      key,
      requestHash: requestHashOf({ amount: 5 }),
      status: 'InProgress',
    });
    const waiting = runIdempotent(
      database.db,
      { scope, key, body: { amount: 5 } },
      () => Promise.resolve('never'),
      { waitMs: 150, pollMs: 20 },
    );
    await expect(waiting).rejects.toMatchObject({
      statusCode: 409,
      message: IDEMPOTENCY_IN_PROGRESS_MESSAGE,
      retryAfterSeconds: 1,
    });
  });

  it('gives a retry the first failure instead of trying again', async () => {
    const key = freshKey();
    let runs = 0;
    const failing = () => {
      runs += 1;
      return Promise.reject(AppError.badRequest('Card declined by the test.', 'declined'));
    };
    const body = { amount: 9 };
    await expect(runIdempotent(database.db, { scope, key, body }, failing)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(runIdempotent(database.db, { scope, key, body }, failing)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Card declined by the test.',
    });
    expect(runs).toBe(1);
    expect(await statusOf(key)).toBe('Failed');
  });
});

describe('a claim whose request never finished (its process died)', () => {
  async function claim(key: string, secondsAgo: number) {
    await database.db.insert(idempotencyKeys).values({
      scope,
      key,
      requestHash: requestHashOf({ amount: 1 }),
      status: 'InProgress',
      createdAt: sql`now() - (${secondsAgo} * interval '1 second')`,
    });
  }

  it('is taken over once a stale claim, by one of the retries, under the same attempt id', async () => {
    const key = freshKey();
    await claim(key, 60);
    const attempts: { id: string; takeover: boolean }[] = [];
    const work = async (attempt: { id: string; takeover: boolean }) => {
      attempts.push(attempt);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ran: attempt.id };
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        runIdempotent(database.db, { scope, key, body: { amount: 1 } }, work, {
          pollMs: 10,
          waitMs: 3_000,
          takeOverAfterMs: 30_000,
        }),
      ),
    );
    expect(attempts).toEqual([{ id: attemptIdOf(scope, key), takeover: true }]);
    expect(new Set(answers.map((answer) => answer.ran))).toEqual(
      new Set([attemptIdOf(scope, key)]),
    );
    expect(await statusOf(key)).toBe('Completed');
  });

  it('is left alone while fresh, and always without takeOverAfterMs (409)', async () => {
    const fresh = freshKey();
    await claim(fresh, 1);
    const stale = freshKey();
    await claim(stale, 600);
    let runs = 0;
    const work = () => {
      runs += 1;
      return Promise.resolve('ran');
    };
    const body = { amount: 1 };
    const conflict = { statusCode: 409, message: IDEMPOTENCY_IN_PROGRESS_MESSAGE };
    await expect(
      runIdempotent(database.db, { scope, key: fresh, body }, work, {
        waitMs: 200,
        pollMs: 20,
        takeOverAfterMs: 30_000,
      }),
    ).rejects.toMatchObject(conflict);
    await expect(
      runIdempotent(database.db, { scope, key: stale, body }, work, { waitMs: 200, pollMs: 20 }),
    ).rejects.toMatchObject(conflict);
    expect(runs).toBe(0);
  });

  it('derives one UUID per scope and key', () => {
    const id = attemptIdOf('payments:30000101:payments', 'k1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(attemptIdOf('payments:30000101:payments', 'k1')).toBe(id);
    expect(attemptIdOf('payments:30000101:payments', 'k2')).not.toBe(id);
    expect(attemptIdOf('payments:30000001:payments', 'k1')).not.toBe(id);
  });
});
