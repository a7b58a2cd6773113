import { eq } from 'drizzle-orm';
import type { RecurringPaymentMethod } from '@portal/contracts';
import { accounts, recurringPaymentMethods, savedCards } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { toSavedCard, type Queryable } from './saved-card-view';

/**
 * The account, or a 404: staff may ask for any account code, so one that does not exist
 * reaches here, and must not reach a write (its payment method row would break a key).
 */
export async function requireAccount(
  db: Queryable,
  accountCode: string,
): Promise<{ ownerName: string }> {
  const [account] = await db
    .select({ ownerName: accounts.ownerName })
    .from(accounts)
    .where(eq(accounts.accountCode, accountCode));
  if (account === undefined) throw AppError.notFound(`There is no account ${accountCode}.`);
  return account;
}

/** GET …/recurringPaymentMethod: how the bills are paid; Manual when nothing was set up. */
export async function getRecurringPaymentMethod(
  db: Queryable,
  accountCode: string,
): Promise<RecurringPaymentMethod> {
  const account = await requireAccount(db, accountCode);
  const [row] = await db
    .select()
    .from(recurringPaymentMethods)
    .where(eq(recurringPaymentMethods.accountCode, accountCode));
  const type = row?.recurringPaymentType;
  if (row === undefined || type === 'Manual') return { recurringPaymentType: 'Manual' };

  if (type === 'DirectDebit' || type === 'PaperlessDirectDebit') {
    return {
      recurringPaymentType: type,
      directDebitDetails: {
        payee: row.directDebitPayee ?? row.directDebitAccountName ?? account.ownerName,
        bankCode: row.bankCode ?? '',
        bankBranch: row.bankBranch ?? '',
        bankAccount: row.bankAccount ?? '',
        bankSuffix: row.bankSuffix ?? '',
      },
    };
  }
  const [card] =
    row.cardId === null
      ? []
      : await db.select().from(savedCards).where(eq(savedCards.cardId, row.cardId));
  if (card === undefined) return { recurringPaymentType: 'Manual' };
  return {
    recurringPaymentType: 'CreditCard',
    creditCardDetails: {
      ...toSavedCard(card),
      // The gateway may not know the name on the card; the owner's stands in.
      cardholderName: card.cardholderName ?? account.ownerName,
    },
  };
}
