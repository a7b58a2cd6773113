import type { CreateCreditCardTransaction, CreditCardTransaction } from '@portal/contracts';
import { AppError } from '../../platform/app-error';
import { cardAuthorisationReference } from './card-authorisation';
import type { PaymentsContext } from './payments-context';

export const CALLBACK_URL_MESSAGE = 'The return address must be on this portal.';

/**
 * POST …/creditCardTransactions (second provider): a zero-amount Authorisation that saves a
 * card. The browser posts the card to the ajaxSubmitCard link it answers with and then calls
 * process. The return address must be the portal's own, so the gateway cannot be made to
 * send people elsewhere.
 */
export async function createCreditCardTransaction(
  context: PaymentsContext,
  input: { accountCode: string; body: CreateCreditCardTransaction },
): Promise<CreditCardTransaction> {
  const { config, gateway } = context;
  const { approvedUrl } = input.body.callbackUrls;
  if (new URL(approvedUrl).origin !== new URL(config.publicUrl).origin) {
    throw AppError.badRequest(CALLBACK_URL_MESSAGE, 'callback_url_not_allowed');
  }
  const reference = cardAuthorisationReference(input.accountCode);
  const transaction = await gateway.createTransaction(reference, {
    kind: 'Authorisation',
    method: 'CreditCard',
    amount: 0,
    saveCard: true,
    merchantReference: reference,
    callbackUrls: { approvedUrl, declinedUrl: approvedUrl, cancelledUrl: approvedUrl },
  });
  return { id: transaction.id, links: transaction.links };
}
