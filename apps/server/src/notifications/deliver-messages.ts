import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from '@portal/domain';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { renderPlainEmail } from './email-template';
import type { MessageTransports, SmsDeliveryStatus } from './transports';

/** A claimed message not finished within this long (its server stopped) is claimed again. */
const CLAIM_LEASE_SECONDS = 300;
const BATCH = 25;

type OutboxRow = typeof outbox.$inferSelect;

export interface DeliveryContext {
  db: Db;
  transports: MessageTransports;
  /** For the unsubscribe link's header and each email's Message-ID. */
  publicUrl: string;
  /** An email written as text only is sent with an HTML part in this brand's look too. */
  brandName: string;
}

export interface DeliveryRun {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Claims up to a batch of messages that are due: queued ones, and claimed ones whose lease
 * ran out. `FOR UPDATE SKIP LOCKED` lets two servers claim side by side without taking the
 * same message; the lease moves its next attempt on, so a crash mid-send retries it later.
 */
async function claimDue(db: Db, now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.state, ['queued', 'sending']), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      state: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

function emailHeaders(message: OutboxRow, publicUrl: string): Record<string, string> {
  if (message.category !== 'marketing' || message.unsubscribeToken === null) return {};
  return {
    'List-Unsubscribe': `<${publicUrl}/unsubscribe/${message.unsubscribeToken}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

async function sendOne(context: DeliveryContext, message: OutboxRow): Promise<string> {
  const { transports, publicUrl } = context;
  if (message.channel === 'sms') {
    const { providerMessageId } = await transports.sms.send({
      to: message.recipient,
      text: message.body,
      reference: String(message.id),
      idempotencyKey: `outbox-${String(message.id)}`,
    });
    return providerMessageId;
  }
  const { providerMessageId } = await transports.email.send({
    from: transports.from,
    to: message.recipient,
    bcc: message.extraRecipients,
    subject: message.subject ?? '',
    text: message.body,
    html:
      message.html ??
      renderPlainEmail({
        brandName: context.brandName,
        subject: message.subject ?? '',
        text: message.body,
      }),
    messageId: `<outbox-${String(message.id)}@${new URL(publicUrl).hostname}>`,
    headers: emailHeaders(message, publicUrl),
  });
  return providerMessageId;
}

/**
 * Sends every message that is due, a batch at a time: one that goes is `sent` (a text
 * message becomes `delivered` or `failed` when the provider reports); one that fails waits
 * longer each time (retryDelaySeconds) and is `failed` after MAX_DELIVERY_ATTEMPTS.
 */
export async function deliverDueMessages(
  context: DeliveryContext,
  now: () => Date = () => new Date(),
): Promise<DeliveryRun> {
  const { db } = context;
  const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, now());
    if (claimed.length === 0) return run;
    for (const message of claimed) {
      try {
        const providerMessageId = await sendOne(context, message);
        // Only from `sending`: a text message's delivery report may already have come.
        await db
          .update(outbox)
          .set({ state: 'sent', sentAt: now(), providerMessageId, lastError: null })
          .where(and(eq(outbox.id, message.id), eq(outbox.state, 'sending')));
        run.sent += 1;
      } catch (error) {
        const lastError = error instanceof Error ? error.message.slice(0, 500) : 'failed';
        const giveUp = message.attempts >= MAX_DELIVERY_ATTEMPTS;
        await db
          .update(outbox)
          .set({
            state: giveUp ? 'failed' : 'queued',
            lastError,
            nextAttemptAt: new Date(now().getTime() + retryDelaySeconds(message.attempts) * 1000),
          })
          .where(eq(outbox.id, message.id));
        if (giveUp) run.failed += 1;
        else run.retrying += 1;
      }
    }
  }
}

/**
 * A text-message provider's delivery report, kept on the message it names (the reference
 * the delivery job gave it). It may come before the job has marked the message sent.
 * Returns whether such a message exists.
 */
export async function recordSmsReport(
  db: Db,
  report: { reference: string; providerMessageId: string; status: SmsDeliveryStatus },
): Promise<boolean> {
  if (!/^\d{1,15}$/.test(report.reference)) return false;
  const delivered = report.status === 'delivered';
  const updated = await db
    .update(outbox)
    .set({
      state: delivered ? 'delivered' : 'failed',
      providerMessageId: report.providerMessageId,
      sentAt: sql`coalesce(${outbox.sentAt}, now())`,
      ...(delivered
        ? { deliveredAt: new Date(), lastError: null }
        : { lastError: 'The provider could not deliver this message.' }),
    })
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.id, Number(report.reference))))
    .returning({ id: outbox.id });
  return updated.length > 0;
}
