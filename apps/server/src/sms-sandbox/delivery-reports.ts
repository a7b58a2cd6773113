import { and, eq } from 'drizzle-orm';
import type { SmsDeliveryReport } from '@portal/contracts';
import type { Db } from '../db/client';
import { sandboxSms } from '../db/schema';
import type { ModuleFetch } from '../platform/module-fetch';
import {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  callbackSignature,
} from '../platform/signed-callback';
import { fateOf, type SandboxSmsRow } from './messages';

/** How long the sandbox takes to learn a message's fate, like a network would. */
export const REPORT_AFTER_MS = 500;

/** A report the sender did not take (not 2xx) is posted again after these waits. */
const RETRY_AFTER_MS = [2_000, 10_000];

export interface DeliveryReporter {
  /** Decides the message's fate a moment from now and reports it to its statusCallback. */
  schedule(row: SandboxSmsRow): void;
  close(): void;
}

/**
 * The sandbox's delivery reports: like a real provider's webhook, a signed POST to the URL
 * the sender gave, tried again a few times if the sender does not answer 2xx. The message's
 * status is kept first, so GET /messages/{id} tells the same story whatever the callback.
 */
export function deliveryReporter(db: Db, fetch: ModuleFetch, apiKey: string): DeliveryReporter {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const later = (ms: number, work: () => Promise<void>) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void work().catch(() => undefined);
    }, ms);
    timers.add(timer);
  };

  async function post(row: SandboxSmsRow, report: SmsDeliveryReport, attempt: number) {
    const body = JSON.stringify(report);
    const timestamp = Math.floor(Date.now() / 1000);
    const ok = await fetch(row.statusCallback, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CALLBACK_TIMESTAMP_HEADER]: String(timestamp),
        [CALLBACK_SIGNATURE_HEADER]: callbackSignature(apiKey, timestamp, body),
      },
      body,
    }).then(
      (response) => response.ok,
      () => false,
    );
    const wait = RETRY_AFTER_MS[attempt];
    if (!ok && wait !== undefined) later(wait, () => post(row, report, attempt + 1));
  }

  return {
    schedule(row) {
      later(REPORT_AFTER_MS, async () => {
        const status = fateOf(row.recipient);
        const [reported] = await db
          .update(sandboxSms)
          .set({ status, reportedAt: new Date() })
          .where(
            and(
              eq(sandboxSms.providerMessageId, row.providerMessageId),
              eq(sandboxSms.status, 'accepted'),
            ),
          )
          .returning();
        if (reported?.reportedAt == null || reported.statusCallback === '') return;
        await post(
          reported,
          {
            id: reported.providerMessageId,
            reference: reported.reference,
            status,
            reportedAt: reported.reportedAt.toISOString(),
          },
          0,
        );
      });
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
