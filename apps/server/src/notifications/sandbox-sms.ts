import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxSms } from '../db/schema';
import type { SmsDeliveryStatus, SmsProvider } from './transports';

/** Numbers ending so cannot be reached: the sandbox reports them undeliverable. */
const UNREACHABLE_SUFFIX = '0000';

/** How long the sandbox takes to report a message's fate, like a network would. */
const REPORT_AFTER_MS = 500;

/**
 * The stand-in text-message provider (as the sandbox gateway stands in for the card
 * provider): it accepts a message with an id of its own, keeps it in its own table, and a
 * moment later reports it delivered, or undeliverable for a number ending 0000.
 */
export function sandboxSmsProvider(db: Db): SmsProvider {
  const listeners: ((id: string, status: SmsDeliveryStatus) => void)[] = [];
  const timers = new Set<NodeJS.Timeout>();
  return {
    async send({ to, text }) {
      const providerMessageId = randomUUID();
      await db
        .insert(sandboxSms)
        .values({ providerMessageId, recipient: to, body: text, status: 'accepted' });
      const status: SmsDeliveryStatus = to.endsWith(UNREACHABLE_SUFFIX)
        ? 'undeliverable'
        : 'delivered';
      const timer = setTimeout(() => {
        timers.delete(timer);
        void db
          .update(sandboxSms)
          .set({ status, reportedAt: new Date() })
          .where(eq(sandboxSms.providerMessageId, providerMessageId))
          .then(() => {
            for (const listener of listeners) listener(providerMessageId, status);
          })
          .catch(() => undefined);
      }, REPORT_AFTER_MS);
      timers.add(timer);
      return { providerMessageId };
    },
    onReport(listener) {
      listeners.push(listener);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
