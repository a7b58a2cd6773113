import {
  creditCardTransactionSchema,
  processedCreditCardTransactionSchema,
} from '@portal/contracts';
import type { SavedCard, SubmitCard } from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../api';
import { paymentsPath } from './payments-path';
import { CardSubmitError, cardSubmitLink, submitCardToGateway } from './submit-card';

export interface NewCard {
  accountCode: string;
  /** The account's business group, which the second card provider asks for. */
  businessGroup: string;
  card: SubmitCard;
  /** Where the gateway would send a browser back; the page itself. */
  approvedUrl: string;
  idempotencyKey: string;
}

/**
 * Saves a new card on the account (spec section 7, second card provider): open an
 * Authorisation of $0 that saves the card, post the card straight to the gateway's
 * ajaxSubmitCard link, then process the transaction to get the saved card.
 */
export async function saveNewCard(setup: NewCard): Promise<SavedCard> {
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
  return processed.savedCard;
}
