import {
  isDirectDebitCardType,
  type RecurringPaymentMethod,
  type UpdateRecurringPaymentMethod,
} from '@portal/contracts';
import {
  checkBankAccountDigits,
  DIRECT_DEBIT_CARD_TYPE_MESSAGE,
  FORM_MESSAGES,
} from '@portal/domain';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { auditLog, recurringPaymentMethods } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getRecurringPaymentMethod, requireAccount } from './get-recurring-payment-method';
import { getActiveSavedCard } from './saved-card-view';

type Row = Omit<typeof recurringPaymentMethods.$inferInsert, 'accountCode' | 'updatedAt'>;

const NO_DETAILS = {
  directDebitPayee: null,
  directDebitAccountName: null,
  bankCode: null,
  bankBranch: null,
  bankAccount: null,
  bankSuffix: null,
  cardId: null,
} as const;

async function rowOf(
  db: Db,
  accountCode: string,
  input: UpdateRecurringPaymentMethod,
): Promise<{ row: Row; audit: Record<string, string> }> {
  switch (input.recurringPaymentType) {
    case 'Manual':
      return { row: { recurringPaymentType: 'Manual', ...NO_DETAILS }, audit: {} };
    case 'CreditCard': {
      const card = await getActiveSavedCard(db, accountCode, input.cardId);
      // Spec section 5: only Visa and Mastercard on the payment-method page.
      if (!isDirectDebitCardType(card.cardType)) {
        throw AppError.badRequest(DIRECT_DEBIT_CARD_TYPE_MESSAGE, 'card_type_not_accepted');
      }
      return {
        row: { recurringPaymentType: 'CreditCard', ...NO_DETAILS, cardId: card.cardId },
        audit: { cardId: card.cardId },
      };
    }
    default: {
      const details = input.directDebitDetails;
      const digits = checkBankAccountDigits({
        bank: details.bankCode,
        branch: details.bankBranch,
        account: details.bankAccount,
        suffix: details.bankSuffix,
      });
      if (!digits.valid)
        throw AppError.badRequest(FORM_MESSAGES.bankAccount, 'bank_account_invalid');
      return {
        row: {
          recurringPaymentType: input.recurringPaymentType,
          ...NO_DETAILS,
          // The page asks for one name: the name on the bank account, who pays.
          directDebitPayee: details.payee,
          directDebitAccountName: details.payee,
          bankCode: details.bankCode,
          bankBranch: details.bankBranch,
          bankAccount: details.bankAccount,
          bankSuffix: details.bankSuffix,
        },
        // Enough to recognise the account in the trail, not the whole number.
        audit: { bankAccountEnding: details.bankAccount.slice(-3) },
      };
    }
  }
}

/**
 * PUT …/recurringPaymentMethod: direct debit (bank account checked with the NZ check digits,
 * the four confirmations required by the contract), a Visa or Mastercard saved on this
 * account, or manual payment. Every change is in the audit log with who made it.
 */
export async function updateRecurringPaymentMethod(
  db: Db,
  caller: Caller | null,
  input: { accountCode: string; ip: string; method: UpdateRecurringPaymentMethod },
): Promise<RecurringPaymentMethod> {
  const { accountCode } = input;
  await requireAccount(db, accountCode);
  const { row, audit } = await rowOf(db, accountCode, input.method);
  const updatedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(recurringPaymentMethods)
      .values({ accountCode, ...row, updatedAt })
      .onConflictDoUpdate({
        target: recurringPaymentMethods.accountCode,
        set: { ...row, updatedAt },
      });
    await tx.insert(auditLog).values({
      actor: caller?.userGuid ?? 'unknown',
      actorPool: caller?.pool ?? null,
      action: 'recurring-payment-method-changed',
      accountCode,
      ip: input.ip,
      details: { recurringPaymentType: row.recurringPaymentType, ...audit },
    });
  });
  return getRecurringPaymentMethod(db, accountCode);
}
