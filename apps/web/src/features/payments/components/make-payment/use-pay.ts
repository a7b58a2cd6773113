import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@portal/contracts';
import { UserFacingError, useIdempotencyKey } from '../../../../shared/api';
import { createCardTransaction } from '../../api/create-card-transaction';
import { createSavedCardPayment } from '../../api/create-saved-card-payment';
import { hostedPageLink } from '../../api/hosted-page-link';
import { invalidateAccountData } from '../../api/invalidate-account-data';
import type { PaymentWay } from './payment-plan';

export interface PayRequest {
  way: PaymentWay;
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
 * online banking) by a full-page redirect. Every attempt carries an idempotency key, reused
 * when the same attempt is sent again.
 */
export function usePay(accountCode: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const mutation = useMutation({
    mutationKey: ['payments', accountCode, 'pay'],
    mutationFn: async (request: PayRequest): Promise<PayOutcome> => {
      const key = idempotency.keyFor({ accountCode, ...request });
      if (request.way.kind === 'saved-card') {
        const result = await createSavedCardPayment(
          accountCode,
          { cardId: request.way.card.cardId, amount: request.amount },
          key,
        );
        return { kind: 'settled', result };
      }
      const transaction = await createCardTransaction(
        accountCode,
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
      if (outcome.kind === 'settled') {
        idempotency.settle();
        void invalidateAccountData(queryClient, accountCode);
      }
    },
    onError: (error) => {
      idempotency.settle(error);
    },
  });
  return mutation;
}
