import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Notification {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * The one way the portal sends a message to a person (one-time codes, confirmations). The
 * default writes to the outbox table; a deployment plugs in SMTP or an SMS provider here.
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
        subject: notification.subject ?? null,
        body: notification.body,
      });
    },
  };
}

export async function recentOutboxMessages(db: Db, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
