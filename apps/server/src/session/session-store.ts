import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '@portal/contracts';
import type { DatabaseHandle } from '../db/client';
import { sessions } from '../db/schema';
import { keyedLock } from './keyed-lock';
import { randomSecret, sha256 } from '../platform/secrets';

/** 32 random bytes: 256 bits, well over the 128 that OWASP ASVS asks of a session key. */
export function newSessionKey(): string {
  return randomSecret();
}

/** Only a hash of the key is stored, so a copy of the table opens no session. */
function keyHash(key: string): string {
  return sha256(key);
}

export function emptySessionUser(): SessionUser {
  return {
    isAutoLogin: false,
    codeVerifier: null,
    destinationUrl: null,
    accountCode: null,
    isStaff: false,
    salesPersonName: null,
    tokenDetails: null,
  };
}

export interface SessionStore {
  find(key: string): Promise<SessionUser | undefined>;
  save(key: string, value: SessionUser): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Runs `change` with the session locked, so two tabs never refresh at once: within this
   * process by a per-session queue, and across processes on PostgreSQL by a row lock.
   * `change` may call other modules over HTTP; on PGlite's single connection a transaction
   * held across that call would block their queries, so there the queue is the lock.
   */
  update(
    key: string,
    change: (value: SessionUser) => Promise<SessionUser>,
  ): Promise<SessionUser | undefined>;
}

/** One queue per session key for the whole process, however many stores are made. */
const withLock = keyedLock();

export function sessionStore(database: DatabaseHandle, ttlSeconds: number): SessionStore {
  const { db } = database;
  const expiry = () => new Date(Date.now() + ttlSeconds * 1000);
  const store: SessionStore = {
    async find(key) {
      const rows = await db
        .select({ value: sessions.value })
        .from(sessions)
        .where(and(eq(sessions.key, keyHash(key)), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return rows[0]?.value as SessionUser | undefined;
    },
    async save(key, value) {
      await db
        .insert(sessions)
        .values({ key: keyHash(key), value, expiresAt: expiry() })
        .onConflictDoUpdate({
          target: sessions.key,
          set: { value, updatedAt: sql`now()` },
        });
    },
    async remove(key) {
      await db.delete(sessions).where(eq(sessions.key, keyHash(key)));
    },
    update(key, change) {
      if (database.kind === 'pglite') {
        return withLock(key, async () => {
          const current = await store.find(key);
          if (current === undefined) return undefined;
          const next = await change(current);
          await store.save(key, next);
          return next;
        });
      }
      return withLock(key, () =>
        db.transaction(async (tx) => {
          const rows = await tx
            .select({ value: sessions.value })
            .from(sessions)
            .where(and(eq(sessions.key, keyHash(key)), gt(sessions.expiresAt, sql`now()`)))
            .for('update');
          const current = rows[0]?.value as SessionUser | undefined;
          if (current === undefined) return undefined;
          const next = await change(current);
          await tx
            .update(sessions)
            .set({ value: next, updatedAt: sql`now()` })
            .where(eq(sessions.key, keyHash(key)));
          return next;
        }),
      );
    },
  };
  return store;
}
