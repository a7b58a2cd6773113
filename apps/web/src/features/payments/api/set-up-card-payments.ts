import {
  creditCardTransactionSchema,
  processedCreditCardTransactionSchema,
} from '@portal/contracts';
import type { SavedCard, SubmitCard } from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../../../shared/api';
import { paymentsPath } from './payments-path';
import { CardSubmitError, cardSubmitLink, submitCardToGateway } from './submit-card';
import { updateRecurringPaymentMethod } from './update-recurring-payment-method';

export interface NewCardSetup {
  accountCode: string;
  /** The account's business group, which the second card provider asks for. */
  businessGroup: string;
  card: SubmitCard;
  /** Where the gateway would send a browser back; the page itself. */
  approvedUrl: string;
  idempotencyKey: string;
}

/**
 * Pay bills by a new card (spec section 7, second card provider): open an Authorisation of
 * $0 that saves the card, post the card straight to the gateway's ajaxSubmitCard link,
 * process the transaction to get the saved card, then make it the recurring method.
 */
export async function setUpNewCardPayments(setup: NewCardSetup): Promise<SavedCard> {
  const { accountCode, idempotencyKey } = setup;
  const transaction = await apiRequest({
    path: paymentsPath(accountCode, '/creditCardTransactions'),
    method: 'POST',
    body: {
      transactionType: 'Authorisation',
      amount: 0,
      businessGroup: setup.businessGroup,
      callbackUrls: { approvedUrl: setup.approvedUrl },
      saveCard: true,
    },
    headers: idempotencyHeader(idempotencyKey),
    schema: creditCardTransactionSchema,
  });
  const submitted = await submitCardToGateway(cardSubmitLink(transaction.links), setup.card);
  if (submitted.status !== 'Approved') {
    throw new CardSubmitError(
      submitted.declineReason ?? 'Your card was declined. Please check it or use another card.',
    );
  }
  const processed = await apiRequest({
    path: paymentsPath(
      accountCode,
      `/creditCardTransactions/${encodeURIComponent(transaction.id)}/process`,
    ),
    method: 'POST',
    body: {},
    headers: idempotencyHeader(`${idempotencyKey}-process`),
    schema: processedCreditCardTransactionSchema,
  });
  await updateRecurringPaymentMethod(accountCode, {
    recurringPaymentType: 'CreditCard',
    cardId: processed.savedCard.cardId,
  });
  return processed.savedCard;
}
