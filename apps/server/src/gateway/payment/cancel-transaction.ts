import type { Db } from '../../db/client';
import { finishPending, type FinishResult } from './finish-pending';

export const CANCELLED_REASON = 'Cancelled by the customer';

/** The hosted page's Cancel: the person goes back to the merchant without paying. */
export async function cancelTransaction(db: Db, id: string): Promise<FinishResult> {
  return finishPending(db, id, 'any', () => ({
    status: 'Cancelled',
    declineReason: CANCELLED_REASON,
  }));
}
