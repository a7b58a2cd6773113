import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { salesPeople } from '../db/schema';
import { raiseNotice, type NoticeSettings } from './notices';
import { MY_DETAILS_PATH } from './security-messages';

/**
 * Tells the account that one of our staff changed something on it (issue 29): once per
 * opening of the account, whatever number of changes follow, keyed by the opening. Email is
 * locked on for this kind; the inbox follows the owner's choice.
 */
export async function tellStaffChange(
  db: Db,
  settings: NoticeSettings,
  change: { openingId: string; staffGuid: string; accountCode: string; summary: string | null },
): Promise<void> {
  const [person] = await db
    .select({ name: salesPeople.name })
    .from(salesPeople)
    .where(eq(salesPeople.userGuid, change.staffGuid))
    .limit(1);
  const who = person?.name ?? 'One of our staff';
  const what = change.summary === null ? '' : ` The first was: ${change.summary}.`;
  await raiseNotice(db, settings, {
    dedupeKey: `staff-change:${change.openingId}`,
    accountCode: change.accountCode,
    kind: 'staff-change',
    title: 'Our staff changed something on your account',
    body: `${who} opened account ${change.accountCode} to help and made a change.${what} My details lists every change made while it was open.`,
    linkPath: MY_DETAILS_PATH,
    actionLabel: 'See what was changed',
  });
}
