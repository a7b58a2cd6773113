import { PORT_IN_PROVIDERS, type NewLineOptions } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accountRow } from '../accounts';
import { findFreeNumbers } from './find-free-numbers';
import { findNewLinePlans } from './find-new-line-plans';
import { NEW_LINE_HARDWARE } from './hardware-catalog';

/** GET /mobile/v2/ordering/accounts/{accountCode}/newLine/options: what a new line can be. */
export async function getNewLineOptions(db: Db, accountCode: string): Promise<NewLineOptions> {
  const account = await accountRow(db, accountCode);
  return {
    plans: await findNewLinePlans(db, accountCode, account.businessGroup),
    numbers: await findFreeNumbers(db, accountCode),
    hardware: [...NEW_LINE_HARDWARE],
    providers: [...PORT_IN_PROVIDERS],
    displayGstInclusiveValues: account.displayGstInclusiveValues,
  };
}
