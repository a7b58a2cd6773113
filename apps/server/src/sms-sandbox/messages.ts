import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SendSms, SmsMessage } from '@portal/contracts';
import type { Db } from '../db/client';
import { sandboxSms } from '../db/schema';
import { AppError } from '../platform/app-error';
import { idempotencyKeyReused } from '../platform/provider-requests';

export type SandboxSmsRow = typeof sandboxSms.$inferSelect;

/** Numbers ending so cannot be reached: the sandbox reports them undeliverable. */
const UNREACHABLE_SUFFIX = '0000';

export function fateOf(to: string): 'delivered' | 'undeliverable' {
  return to.endsWith(UNREACHABLE_SUFFIX) ? 'undeliverable' : 'delivered';
}

export function messageView(row: SandboxSmsRow): SmsMessage {
  return {
    id: row.providerMessageId,
    to: row.recipient,
    reference: row.reference,
    status: row.status as SmsMessage['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Accepts a message once per Idempotency-Key: the same key with the same message gives the
 * first one back (a retry after a lost answer sends nothing twice); with another message it
 * is refused, as the gateway refuses a reused key.
 */
export async function acceptMessage(
  db: Db,
  idempotencyKey: string,
  message: SendSms,
): Promise<{ row: SandboxSmsRow; created: boolean }> {
  const [inserted] = await db
    .insert(sandboxSms)
    .values({
      providerMessageId: randomUUID(),
      idempotencyKey,
      reference: message.reference,
      statusCallback: message.statusCallback,
      recipient: message.to,
      body: message.body,
      status: 'accepted',
    })
    .onConflictDoNothing({ target: sandboxSms.idempotencyKey })
    .returning();
  if (inserted !== undefined) return { row: inserted, created: true };
  const [first] = await db
    .select()
    .from(sandboxSms)
    .where(eq(sandboxSms.idempotencyKey, idempotencyKey));
  if (first === undefined) throw new Error('idempotency key vanished');
  const same =
    first.recipient === message.to &&
    first.body === message.body &&
    first.reference === message.reference;
  if (!same) {
    throw idempotencyKeyReused();
  }
  return { row: first, created: false };
}

export async function findMessage(db: Db, id: string): Promise<SandboxSmsRow> {
  const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const [row] = uuidShape.test(id)
    ? await db.select().from(sandboxSms).where(eq(sandboxSms.providerMessageId, id))
    : [];
  if (row === undefined) throw AppError.notFound('There is no such message.', 'sms_not_found');
  return row;
}
