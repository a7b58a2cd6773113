import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '@portal/contracts';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** 32 random bytes: 256 bits, well over the 128 that OWASP ASVS asks of a session key. */
export function newSessionKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Only a hash of the key is stored, so a copy of the table opens no session. */
function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
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
  /** Runs `change` with the session row locked, so two tabs never refresh at once. */
  update(
    key: string,
    change: (value: SessionUser) => Promise<SessionUser>,
  ): Promise<SessionUser | undefined>;
}

export function sessionStore(db: Db, ttlSeconds: number): SessionStore {
  const expiry = () => new Date(Date.now() + ttlSeconds * 1000);
  return {
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
    async update(key, change) {
      return db.transaction(async (tx) => {
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
      });
    },
  };
}
