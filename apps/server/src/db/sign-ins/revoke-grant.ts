import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { oidcPayloads } from '../schema';

/** Ends a grant and everything issued under it (codes, access and refresh tokens) at once. */
export async function revokeGrant(db: Db | Tx, grantId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      or(
        eq(oidcPayloads.grantId, grantId),
        and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantId)),
      ),
    );
}
