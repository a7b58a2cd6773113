import { eq } from 'drizzle-orm';
import type { Account } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { accountExternalReferences, accounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** GET /accounts/{code}: the account as spec section 3 describes it, with the caller's roles. */
export async function getAccount(db: Db, accountCode: string, roles: string[]): Promise<Account> {
  const [row] = await db.select().from(accounts).where(eq(accounts.accountCode, accountCode));
  if (row === undefined) throw AppError.notFound(`There is no account ${accountCode}.`);
  const references = await db
    .select({ type: accountExternalReferences.type, value: accountExternalReferences.value })
    .from(accountExternalReferences)
    .where(eq(accountExternalReferences.accountCode, accountCode));
  return {
    accountCode: row.accountCode,
    accountName: row.accountName,
    accountOwner: { name: row.ownerName },
    billingEmail: row.billingEmail,
    billingPhoneNumber: row.billingPhoneNumber,
    billingMobileNumber: row.billingMobileNumber,
    billingAddress: {
      address1: row.billingAddress1 ?? '',
      address2: row.billingAddress2,
      address3: row.billingAddress3,
      country: row.billingCountry,
      locationName: row.billingLocationName,
      postCode: row.billingPostCode,
      state: row.billingState,
    },
    businessGroup: row.businessGroup as Account['businessGroup'],
    billCycle: {
      billFrequency: row.billFrequency as Account['billCycle']['billFrequency'],
      billingPeriod: row.billingPeriod as Account['billCycle']['billingPeriod'],
      billingPeriodModifiedDate: row.billingPeriodModifiedDate,
      currentBillRun: row.currentBillRun,
      displayName: row.billCycleDisplayName,
      lastBilledDate: row.lastBilledDate,
      nextBillDate: row.nextBillDate,
    },
    externalReferences: references,
    dateCancelled: row.dateCancelled === null ? null : toNzDateKey(row.dateCancelled),
    roles: roles as Account['roles'],
  };
}
