import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

/** Removes expired sessions, codes and tokens; the adapter already ignores them. */
export async function deleteExpiredPayloads(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(lte(oidcPayloads.expiresAt, now))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
