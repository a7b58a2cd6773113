import type { ProcessedCreditCardTransaction } from '@portal/contracts';
import { AppError } from '../../platform/app-error';
import { isCardAuthorisationOf } from './card-authorisation';
import { PAYMENT_NOT_FOUND_MESSAGE } from './find-payment';
import type { PaymentsContext } from './payments-context';
import { keptCard, saveGatewayCard, toSavedCard } from './saved-card-view';

export const CARD_NOT_SAVED_MESSAGE = 'The card could not be saved.';
export const CARD_NOT_SUBMITTED_MESSAGE = 'The card has not been submitted yet.';

/**
 * POST …/creditCardTransactions/{id}/process: asks the gateway how the Authorisation ended
 * and keeps the card's token. Any card type is kept here; the payment-method page's
 * Visa-or-Mastercard rule is enforced where a card becomes the recurring method.
 */
export async function processCreditCardTransaction(
  context: PaymentsContext,
  input: { accountCode: string; id: string },
): Promise<ProcessedCreditCardTransaction> {
  const transaction = await context.gateway.getTransaction(input.id);
  if (
    transaction.kind !== 'Authorisation' ||
    !isCardAuthorisationOf(transaction.merchantReference, input.accountCode)
  ) {
    throw AppError.notFound(PAYMENT_NOT_FOUND_MESSAGE, 'card_transaction_not_found');
  }
  if (transaction.status === 'Pending') {
    throw AppError.conflict(CARD_NOT_SUBMITTED_MESSAGE, 'card_not_submitted');
  }
  const kept = keptCard(transaction.card);
  if (transaction.status !== 'Approved' || kept === null) {
    throw AppError.badRequest(
      transaction.declineReason === null
        ? CARD_NOT_SAVED_MESSAGE
        : `${CARD_NOT_SAVED_MESSAGE} ${transaction.declineReason}`,
      'card_not_saved',
    );
  }
  // Saving is idempotent on the token: processing twice keeps one card.
  const card = await saveGatewayCard(context.db, input.accountCode, kept);
  return { savedCard: toSavedCard(card) };
}
