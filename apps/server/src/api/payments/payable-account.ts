import { and, eq } from 'drizzle-orm';
import {
  centsToAmountInput,
  checkPaymentAmount,
  FARM_SOURCE_REFERENCE_TYPE,
  FORM_MESSAGES,
  GENERAL_AMOUNT_MAX_CENTS,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { accountExternalReferences, accounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export const PAYMENT_UNAVAILABLE_MESSAGE = 'Payment is not available for this account.';

/** A bill payment: at least a cent, at most the spec's general limit of $1,500.00. */
const PAYMENT_LIMITS = { minCents: 1, maxCents: GENERAL_AMOUNT_MAX_CENTS };

export function checkPaymentCents(amountCents: number): number {
  const check = checkPaymentAmount(centsToAmountInput(amountCents), PAYMENT_LIMITS);
  if (!check.valid) throw AppError.badRequest(FORM_MESSAGES.paymentAmount, 'amount_invalid');
  return check.cents;
}

/** The account exists and may take payments: farm-source accounts get statements only. */
export async function requirePayableAccount(db: Db, accountCode: string): Promise<void> {
  const [account] = await db
    .select({ accountCode: accounts.accountCode })
    .from(accounts)
    .where(eq(accounts.accountCode, accountCode));
  if (account === undefined) throw AppError.notFound(`There is no account ${accountCode}.`);
  const [farm] = await db
    .select({ id: accountExternalReferences.id })
    .from(accountExternalReferences)
    .where(
      and(
        eq(accountExternalReferences.accountCode, accountCode),
        eq(accountExternalReferences.type, FARM_SOURCE_REFERENCE_TYPE),
      ),
    );
  if (farm !== undefined) {
    throw AppError.forbidden(PAYMENT_UNAVAILABLE_MESSAGE, 'payment_unavailable');
  }
}
