import { desc, eq } from 'drizzle-orm';
import type { BillDate } from '@portal/contracts';
import type { Db } from '../../db/client';
import { billDates } from '../../db/schema';

/** GET /visibill/v2/accounts/{accountCode}/billDates: newest first (spec section 7). */
export async function findBillDates(db: Db, accountCode: string): Promise<BillDate[]> {
  return db
    .select({ billDate: billDates.billDate })
    .from(billDates)
    .where(eq(billDates.accountCode, accountCode))
    .orderBy(desc(billDates.billDate));
}
