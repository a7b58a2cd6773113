import { and, asc, eq, gt } from 'drizzle-orm';
import type { PendingUser } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pendingUsers } from '../../db/schema';

/** GET /iam/accounts/{code}/pendingusers: invitations not yet taken up and not expired. */
export async function findPendingUsers(db: Db, accountCode: string): Promise<PendingUser[]> {
  const rows = await db
    .select({
      id: pendingUsers.id,
      firstName: pendingUsers.firstName,
      lastName: pendingUsers.lastName,
      email: pendingUsers.email,
      createdAt: pendingUsers.createdAt,
    })
    .from(pendingUsers)
    .where(and(eq(pendingUsers.accountCode, accountCode), gt(pendingUsers.expiresAt, new Date())))
    .orderBy(asc(pendingUsers.createdAt), asc(pendingUsers.email));
  return rows.map(({ createdAt, ...row }) => ({ ...row, invitedAt: createdAt.toISOString() }));
}
