import type { Db } from '../../db/client';
import { finishPending, type FinishResult } from './finish-pending';

export const BANK_DECLINED_REASON = 'Declined by the bank';

/** The sandbox bank page's Approve or Decline for an online EFTPOS transaction. */
export async function answerBank(db: Db, id: string, approve: boolean): Promise<FinishResult> {
  return finishPending(db, id, 'OnlineEftpos', () =>
    approve
      ? { status: 'Approved', declineReason: null }
      : { status: 'Declined', declineReason: BANK_DECLINED_REASON },
  );
}
