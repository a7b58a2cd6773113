import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Notification {
  channel: 'sms' | 'email';
  recipient: string;
  /** An email's blind copies: the same message to more addresses (an alert's extra recipients). */
  extraRecipients?: readonly string[];
  subject?: string;
  /** The text: a text message whole, or an email's plain-text part. */
  body: string;
  /** An email's HTML part (email-template.ts). */
  html?: string;
  kind?: string;
  category?: 'service' | 'marketing';
  noticeId?: number;
  accountCode?: string;
  /**
   * A marketing email's unsubscribe token (unsubscribe.ts). Kept as it is, not hashed: it
   * only ever turns marketing off, and the List-Unsubscribe header is written from it.
   */
  unsubscribeToken?: string;
}

/**
 * The one way the portal sends a message to a person (one-time codes, confirmations,
 * alerts). It writes the message to the outbox in the caller's transaction; the
 * deliver-messages job sends it by SMTP or the text-message provider (deliver-messages.ts).
 */
export interface Notifier {
  send(notification: Notification): Promise<void>;
}

export function outboxNotifier(db: Db): Notifier {
  return {
    async send(notification) {
      await db.insert(outbox).values({
        channel: notification.channel,
        recipient: notification.recipient,
        extraRecipients: [...(notification.extraRecipients ?? [])],
        subject: notification.subject ?? null,
        body: notification.body,
        html: notification.html ?? null,
        kind: notification.kind ?? null,
        category: notification.category ?? 'service',
        noticeId: notification.noticeId ?? null,
        accountCode: notification.accountCode ?? null,
        unsubscribeToken: notification.unsubscribeToken ?? null,
      });
    },
  };
}

export async function recentOutboxMessages(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
