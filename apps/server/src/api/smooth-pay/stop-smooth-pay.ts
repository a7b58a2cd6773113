import { and, eq } from 'drizzle-orm';
import type { SmoothPayArrangement } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { auditLog, smoothPayArrangements } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { toArrangementAnswer } from './smooth-pay-answer';

export const STAFF_REASON_MESSAGE = 'Please say why you are stopping smooth pay, in a few words.';

/**
 * Stops the account's smooth pay. The owner may just stop it; a sales person says why, and
 * the reason is kept on the arrangement and in the audit trail beside the staff-write row.
 */
export async function stopSmoothPay(
  db: Db,
  caller: Caller,
  accountCode: string,
  reason: string | undefined,
  now: Date,
  ip: string,
): Promise<SmoothPayArrangement> {
  if (caller.isStaff && reason === undefined) {
    throw AppError.badRequest(STAFF_REASON_MESSAGE, 'reason_required');
  }
  return db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(smoothPayArrangements)
      .set({
        status: 'stopped',
        stoppedAt: now,
        stoppedBy: caller.userGuid,
        stopReason: reason ?? null,
      })
      .where(
        and(
          eq(smoothPayArrangements.accountCode, accountCode),
          eq(smoothPayArrangements.status, 'active'),
        ),
      )
      .returning();
    if (stopped === undefined) {
      throw AppError.conflict('Smooth pay is not on for this account.', 'smooth_pay_off');
    }
    await tx.insert(auditLog).values({
      actor: caller.userGuid,
      actorPool: caller.pool,
      action: 'smooth-pay-stopped',
      accountCode,
      ip,
      details: { arrangementId: stopped.id, reason: reason ?? null },
    });
    return toArrangementAnswer(tx, stopped);
  });
}
