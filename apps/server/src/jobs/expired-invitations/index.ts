import { lt } from 'drizzle-orm';
import { EXPIRED_INVITATION_KEPT_DAYS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pendingUsers } from '../../db/schema';
import type { JobDefinition } from '../scheduler';

export const EXPIRED_INVITATIONS_JOB = 'expired-invitations';

/**
 * The invitee's details came from the account owner, not from them; if they never take the
 * invitation up, the details go (the invitation email says so). Safe to run twice at once:
 * a delete of what is already gone deletes nothing.
 */
export async function deleteExpiredInvitations(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EXPIRED_INVITATION_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(pendingUsers)
    .where(lt(pendingUsers.expiresAt, before))
    .returning({ id: pendingUsers.id });
  return removed.length;
}

/** Every night at 03:30 New Zealand time. */
export function expiredInvitationJobs(db: Db): JobDefinition[] {
  return [
    {
      name: EXPIRED_INVITATIONS_JOB,
      power: 'cannot',
      cron: '30 3 * * *',
      run: async () => {
        await deleteExpiredInvitations(db, new Date());
      },
    },
  ];
}
