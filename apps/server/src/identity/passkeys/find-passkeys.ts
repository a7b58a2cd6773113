import { asc, eq } from 'drizzle-orm';
import type { Passkey } from '@portal/contracts';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';

type PasskeyRow = typeof passkeys.$inferSelect;

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** A person's passkeys, oldest first (the order they were added). */
export async function findPasskeys(db: Db, userGuid: string): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userGuid, userGuid))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}
