import { and, eq } from 'drizzle-orm';
import type { PaymentArrangement } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { paymentArrangements } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findSettlement } from '../billing';
import { findArrangementRow, toArrangement } from './payment-help';

/**
 * POST …/paymentArrangements/{id}/cancel: the customer (or staff, who must say why) ends an
 * arrangement. Cancelling one already cancelled answers it as it is; a bill given more time
 * goes back to its own due date.
 */
export async function cancelArrangement(
  db: Db,
  accountCode: string,
  arrangementId: string,
  caller: Caller,
  reason: string | undefined,
): Promise<PaymentArrangement> {
  const found = await findArrangementRow(db, accountCode, arrangementId);
  if (found === undefined) {
    throw AppError.notFound('We could not find that arrangement on this account.');
  }
  const why = reason?.trim() ?? '';
  if (caller.isStaff && why.length === 0) {
    throw AppError.badRequest('Say why you are ending this arrangement.', 'reason-required');
  }
  let row = found;
  if (found.status === 'active') {
    const [updated] = await db
      .update(paymentArrangements)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        cancelledBy: caller.userGuid,
        cancelReason: why.length > 0 ? why : null,
      })
      .where(
        and(eq(paymentArrangements.id, arrangementId), eq(paymentArrangements.status, 'active')),
      )
      .returning();
    row = updated ?? (await findArrangementRow(db, accountCode, arrangementId)) ?? found;
  }
  const settlement = await findSettlement(db, accountCode);
  return toArrangement(db, row, settlement.today, settlement.outstanding);
}
