import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@portal/contracts';
import type { DatabaseHandle, Db } from '../db/client';
import { sessions } from '../db/schema';
import { readThroughPerDatabase } from '../db/change-cache';
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

/** Activity is written at most this often, so a busy session costs no write per request. */
export const TOUCH_EVERY_SECONDS = 60;

export interface SessionLifetime {
  /** Signed out after this long without a request. */
  idleSeconds: number;
  /** Signed out this long after sign-in, however active. */
  absoluteSeconds: number;
}

/** A session row as read: the user, its absolute end and its last activity. */
interface StoredSession {
  value: SessionUser;
  expiresAt: Date;
  updatedAt: Date;
}

/**
 * Every API call reads its session, so rows are cached per process until a write to them
 * is announced (db/change-cache.ts): signing out, a refresh or the once-a-minute activity
 * mark empties the entry, and the timeouts are checked on each read against the row's times.
 */
const storedSession = readThroughPerDatabase(
  { tables: ['sessions'], maxEntries: 50_000, maxAgeMs: TOUCH_EVERY_SECONDS * 1000 },
  readSession,
);

async function readSession(db: Db, hash: string): Promise<StoredSession | undefined> {
  const rows = await db
    .select({
      value: sessions.value,
      expiresAt: sessions.expiresAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(eq(sessions.key, hash))
    .limit(1);
  const row = rows[0];
  return row === undefined ? undefined : { ...row, value: row.value as SessionUser };
}

/**
 * Sessions in the database, keyed by a hash of the cookie's key. `expires_at` is the
 * absolute end, set once; `updated_at` is the last activity. A session past either limit
 * reads as absent and its row is deleted on the spot.
 */
export function sessionStore(database: DatabaseHandle, lifetime: SessionLifetime): SessionStore {
  const { db } = database;
  const expiry = () => new Date(Date.now() + lifetime.absoluteSeconds * 1000);
  const secondsAgo = (seconds: number) => sql`now() - (${seconds} * interval '1 second')`;
  const isLive = sql<boolean>`(${sessions.expiresAt} > now() and ${sessions.updatedAt} > ${secondsAgo(lifetime.idleSeconds)})`;
  const store: SessionStore = {
    async find(key) {
      const hash = keyHash(key);
      const row = await storedSession(db, hash);
      if (row === undefined) return undefined;
      const now = Date.now();
      const idleSince = now - lifetime.idleSeconds * 1000;
      if (row.expiresAt.getTime() <= now || row.updatedAt.getTime() <= idleSince) {
        await store.remove(key);
        return undefined;
      }
      if (row.updatedAt.getTime() < now - TOUCH_EVERY_SECONDS * 1000) {
        await db
          .update(sessions)
          .set({ updatedAt: sql`now()` })
          .where(eq(sessions.key, hash));
      }
      return row.value;
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
      // Its own pool: the row stays locked while `change` waits on the identity provider,
      // which needs a connection of the shared pool to answer (db/client.ts, lockingDb).
      return withLock(key, () =>
        database.lockingDb.transaction(async (tx) => {
          const rows = await tx
            .select({ value: sessions.value })
            .from(sessions)
            .where(and(eq(sessions.key, keyHash(key)), isLive))
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
