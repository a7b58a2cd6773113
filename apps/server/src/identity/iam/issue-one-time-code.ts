import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';

/**
 * Stores a new code's hash and retires any open code for the same purpose, subject and
 * person: only the newest code counts, so an older message cannot be used after a resend.
 * Call inside the transaction that checked the send limits.
 */
export async function issueOneTimeCode(
  tx: Tx,
  code: {
    purpose: string;
    subject: string;
    userGuid: string | null;
    codeHash: string;
    now: Date;
    ttlMs: number;
  },
): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: code.now })
    .where(
      and(
        eq(oneTimeCodes.purpose, code.purpose),
        eq(oneTimeCodes.subject, code.subject),
        code.userGuid === null
          ? isNull(oneTimeCodes.userGuid)
          : eq(oneTimeCodes.userGuid, code.userGuid),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await tx.insert(oneTimeCodes).values({
    id: randomUUID(),
    purpose: code.purpose,
    subject: code.subject,
    userGuid: code.userGuid,
    codeHash: code.codeHash,
    createdAt: code.now,
    expiresAt: new Date(code.now.getTime() + code.ttlMs),
  });
}
