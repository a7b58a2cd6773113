import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@portal/contracts';
import { UserFacingError } from '../../../shared/api';
import { createCardTransaction } from './create-card-transaction';
import { createSavedCardPayment } from './create-saved-card-payment';
import { hostedPageLink } from './hosted-page-link';
import { invalidateAccountData } from './invalidate-account-data';
import { paymentKeys } from './payment-queries';

export interface PayRequest {
  /** A saved card pays at once; a new card and online banking go to the gateway's page. */
  way: { kind: 'saved-card'; card: { cardId: string } } | { kind: 'new-card' | 'online-banking' };
  /** Cents before surcharge; the server adds the surcharge. */
  amount: number;
  /** Keep a new card for next time. */
  saveCard: boolean;
}

export type PayOutcome = { kind: 'settled'; result: PaymentResult } | { kind: 'redirected' };

/** The payment page could not send the person on to the gateway. */
export class HostedPageMissingError extends UserFacingError {
  override readonly name = 'HostedPageMissingError';
}

/**
 * Pays a bill: with a saved card at once, or through the gateway's hosted page (new card,
 * online banking) by a full-page redirect. `key` is the attempt's idempotency key, reused
 * when the same attempt is sent again. A settled payment reads the account again.
 */
export const payMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...paymentKeys.account(code), 'pay'],
    mutationFn: async ({
      request,
      key,
    }: {
      request: PayRequest;
      key: string;
    }): Promise<PayOutcome> => {
      if (request.way.kind === 'saved-card') {
        const result = await createSavedCardPayment(
          code,
          { cardId: request.way.card.cardId, amount: request.amount },
          key,
        );
        return { kind: 'settled', result };
      }
      const transaction = await createCardTransaction(
        code,
        {
          amount: request.amount,
          saveCard: request.way.kind === 'new-card' && request.saveCard,
          method: request.way.kind === 'online-banking' ? 'OnlineEftpos' : 'CreditCard',
        },
        key,
      );
      const link = hostedPageLink(transaction.links);
      if (link === undefined) {
        throw new HostedPageMissingError('The payment page could not be opened. Please try again.');
      }
      window.location.assign(link.href);
      return { kind: 'redirected' };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'settled') void invalidateAccountData(queryClient, code);
    },
  });
