import type { GstDetails } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accountRow } from './account-row';

/** GET /accounts/{code}/gst: whether the account is shown GST-inclusive amounts. */
export async function getGstDetails(db: Db, accountCode: string): Promise<GstDetails> {
  const row = await accountRow(db, accountCode);
  return { displayGstInclusiveValues: row.displayGstInclusiveValues };
}
