import { eq } from 'drizzle-orm';
import type { UpcomingCharges } from '@portal/contracts';
import { isAccountBillFrequency } from '@portal/domain';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { displaysGstInclusive } from '../accounts';
import { groupInvoiceLines, type ChargeLine } from './group-invoice-lines';
import {
  accountAddonLines,
  broadbandLines,
  instalmentLines,
  mobileLines,
  powerLines,
  voiceLines,
  type BillTerms,
} from './upcoming-charge-lines';

/**
 * The next bill's plans, add-ons and daily power charges as the services stand now, in the
 * order a bill shows them: every regular line but the device instalments.
 */
export async function planChargeLines(db: Db, terms: BillTerms): Promise<ChargeLine[]> {
  const parts = await Promise.all([
    powerLines(db, terms),
    broadbandLines(db, terms),
    accountAddonLines(db, terms),
    voiceLines(db, terms),
    mobileLines(db, terms),
  ]);
  return parts.flat();
}

/**
 * GET …/upcomingCharges: the regular lines of the next bill, read from the services as
 * they are now, in the order a bill shows them. A plan change made today is on it at once.
 */
export async function findUpcomingCharges(db: Db, accountCode: string): Promise<UpcomingCharges> {
  const [account] = await db.select().from(accounts).where(eq(accounts.accountCode, accountCode));
  if (account === undefined) throw AppError.notFound('We could not find that account.');
  const displayGstInclusiveValues = displaysGstInclusive(account);
  const { nextBillDate, billFrequency } = account;
  if (nextBillDate === null || !isAccountBillFrequency(billFrequency)) {
    const none = { groups: [], totalIncludingGst: 0, totalExcludingGst: 0 };
    return { billDate: null, ...none, displayGstInclusiveValues };
  }
  const terms: BillTerms = {
    accountCode,
    frequency: billFrequency,
    billDate: nextBillDate,
    periodStart: account.lastBilledDate,
  };
  const [plans, instalments] = await Promise.all([
    planChargeLines(db, terms),
    instalmentLines(db, terms),
  ]);
  const lines: ChargeLine[] = [...plans, ...instalments];
  return {
    billDate: nextBillDate,
    groups: groupInvoiceLines(lines),
    totalIncludingGst: lines.reduce((sum, line) => sum + line.amountIncludingGstCents, 0),
    totalExcludingGst: lines.reduce((sum, line) => sum + line.amountExcludingGstCents, 0),
    displayGstInclusiveValues,
  };
}
