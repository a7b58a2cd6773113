import { asc, eq } from 'drizzle-orm';
import type { PendingUser } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pendingUsers } from '../../db/schema';

/**
 * GET /iam/accounts/{code}/pendingusers: invitations not yet taken up, expired ones too (the
 * owner can send those again) until the clean-up job removes them (invitations/).
 */
export async function findPendingUsers(db: Db, accountCode: string): Promise<PendingUser[]> {
  const rows = await db
    .select({
      id: pendingUsers.id,
      firstName: pendingUsers.firstName,
      lastName: pendingUsers.lastName,
      email: pendingUsers.email,
      createdAt: pendingUsers.createdAt,
      expiresAt: pendingUsers.expiresAt,
    })
    .from(pendingUsers)
    .where(eq(pendingUsers.accountCode, accountCode))
    .orderBy(asc(pendingUsers.createdAt), asc(pendingUsers.email));
  return rows.map(({ createdAt, expiresAt, ...row }) => ({
    ...row,
    invitedAt: createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  }));
}
