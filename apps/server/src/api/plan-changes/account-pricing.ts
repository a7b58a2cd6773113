import { eq } from 'drizzle-orm';
import { isBusinessAccount, planChangeDate, toNzDateKey } from '@portal/domain';
import type { DbOrTx } from '../orders';
import { accounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export interface AccountPricing {
  isBusiness: boolean;
  displayGstInclusiveValues: boolean;
  /** The day a plan change ordered now takes effect. */
  changeDate: string;
  /** Whether that day is the next bill date (else the next bill date has no date yet). */
  changeDateIsNextBill: boolean;
}

/** What plan pages need of the account: business or not, how prices show, when changes land. */
export async function accountPricing(
  db: DbOrTx,
  accountCode: string,
  now = new Date(),
): Promise<AccountPricing> {
  const [row] = await db
    .select({
      businessGroup: accounts.businessGroup,
      displayGstInclusiveValues: accounts.displayGstInclusiveValues,
      nextBillDate: accounts.nextBillDate,
    })
    .from(accounts)
    .where(eq(accounts.accountCode, accountCode));
  if (row === undefined) throw AppError.notFound(`There is no account ${accountCode}.`);
  const changeDate = planChangeDate(row.nextBillDate, toNzDateKey(now));
  return {
    isBusiness: isBusinessAccount(row),
    displayGstInclusiveValues: row.displayGstInclusiveValues,
    changeDate,
    changeDateIsNextBill: changeDate === row.nextBillDate,
  };
}
