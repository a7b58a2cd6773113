import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Inbox } from '@portal/contracts';
import { notificationKindSchema } from '@portal/contracts';
import type { Db } from '../../db/client';
import { noticeReads, notices } from '../../db/schema';

/** The bell lists this many of the newest notices. */
const INBOX_SIZE = 20;

/** This person's read mark on a notice, for a left join: none means unread. */
const readBy = (userGuid: string) =>
  and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userGuid, userGuid));

/**
 * The notices that go to this person's inbox on this account: the account's own, and the
 * person's (their archive is ready), which follow them to any account they look at and
 * which nobody else sees.
 */
const inInboxOf = (accountCode: string, userGuid: string) =>
  and(
    or(eq(notices.accountCode, accountCode), eq(notices.userGuid, userGuid)),
    eq(notices.inInbox, true),
  );

/**
 * The newest notices in this person's bell on the account, each read or not by them (every
 * holder of the account sees the account's notices, only the person their own; each has
 * their own read marks).
 */
export async function findInbox(db: Db, accountCode: string, userGuid: string): Promise<Inbox> {
  const rows = await db
    .select({
      id: notices.id,
      kind: notices.kind,
      title: notices.title,
      body: notices.body,
      linkPath: notices.linkPath,
      createdAt: notices.createdAt,
      readAt: noticeReads.readAt,
    })
    .from(notices)
    .leftJoin(noticeReads, readBy(userGuid))
    .where(inInboxOf(accountCode, userGuid))
    .orderBy(desc(notices.id))
    .limit(INBOX_SIZE);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .leftJoin(noticeReads, readBy(userGuid))
    .where(and(inInboxOf(accountCode, userGuid), isNull(noticeReads.noticeId)));
  return {
    unread: unread?.count ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      kind: notificationKindSchema.parse(row.kind),
      title: row.title,
      body: row.body,
      linkPath: row.linkPath,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
  };
}

/** Marks read, for this person, every notice in their bell on the account up to `upToId`. */
export async function markInboxRead(
  db: Db,
  accountCode: string,
  userGuid: string,
  upToId: number,
): Promise<Inbox> {
  const unread = await db
    .select({ noticeId: notices.id })
    .from(notices)
    .leftJoin(noticeReads, readBy(userGuid))
    .where(
      and(inInboxOf(accountCode, userGuid), lte(notices.id, upToId), isNull(noticeReads.noticeId)),
    );
  if (unread.length > 0) {
    await db
      .insert(noticeReads)
      .values(unread.map(({ noticeId }) => ({ noticeId, userGuid })))
      .onConflictDoNothing();
  }
  return findInbox(db, accountCode, userGuid);
}
