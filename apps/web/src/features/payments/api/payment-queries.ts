import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  billingSummarySchema,
  listedSavedCardSchema,
  onlinePaymentOutcomeSchema,
  recurringPaymentMethodSchema,
  surchargesSchema,
  type UpdateRecurringPaymentMethod,
} from '@portal/contracts';
import { apiRequest, UserFacingError } from '../../../shared/api';
import { deleteSavedCard, paymentsPath, type NewCard } from '../../../shared/cards';
import { invalidateAccountData } from './invalidate-account-data';
import { setUpNewCardPayments } from './set-up-card-payments';
import { updateRecurringPaymentMethod } from './update-recurring-payment-method';

/**
 * Every key holds the account code, so invalidating "everything about this account"
 * (invalidate-account-data.ts) reaches these too.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  account: (code: string) => [...paymentKeys.all, code] as const,
  surcharges: (code: string) => [...paymentKeys.account(code), 'surcharges'] as const,
  savedCards: (code: string) => [...paymentKeys.account(code), 'creditcards'] as const,
  recurringMethod: (code: string) =>
    [...paymentKeys.account(code), 'recurring-payment-method'] as const,
  billingSummary: (code: string) => [...paymentKeys.account(code), 'billing-summary'] as const,
  onlinePayment: (guid: string, localId: string) =>
    [...paymentKeys.all, 'online-payment', guid, localId] as const,
};

const savedCardsSchema = z.array(listedSavedCardSchema);

/** GET …/surcharges: the card surcharge percentage, shown before paying. */
export const surchargesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: paymentKeys.surcharges(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: paymentsPath(code, '/surcharges'), schema: surchargesSchema, signal }),
    staleTime: 10 * 60_000,
  });

/** GET …/creditcards: the account's saved cards, cards in use first. */
export const savedCardsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: paymentKeys.savedCards(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: paymentsPath(code, '/creditcards'), schema: savedCardsSchema, signal }),
  });

/** GET …/recurringPaymentMethod: how bills are paid now. */
export const recurringPaymentMethodQueryOptions = (code: string) =>
  queryOptions({
    queryKey: paymentKeys.recurringMethod(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: paymentsPath(code, '/recurringPaymentMethod'),
        schema: recurringPaymentMethodSchema,
        signal,
      }),
  });

/** GET /visibill/v2/accounts/{code}/billingSummary: the balance owing (positive = owing). */
export const billingSummaryQueryOptions = (code: string) =>
  queryOptions({
    queryKey: paymentKeys.billingSummary(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/visibill/v2/accounts/${encodeURIComponent(code)}/billingSummary`,
        schema: billingSummarySchema,
        signal,
      }),
  });

/**
 * GET /payments/v2/onlinePayments/{guid}: the outcome from the gateway's own record, never
 * from the return URL's status. A payment still being decided is asked about again.
 */
export const onlinePaymentOutcomeQueryOptions = (guid: string, localId: string) =>
  queryOptions({
    queryKey: paymentKeys.onlinePayment(guid, localId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/payments/v2/onlinePayments/${encodeURIComponent(guid)}`,
        query: { transaction_local_id: localId },
        schema: onlinePaymentOutcomeSchema,
        signal,
      }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'Pending' ? 3_000 : false),
  });

/** The direct debit's key: a setup asked again after signing in is found by it (decision 052). */
export const directDebitKey = (code: string) => [...paymentKeys.account(code), 'direct-debit'];

/**
 * PUT …/recurringPaymentMethod with direct debit; null is a bank account the form could not
 * read. The page says the change is made and then reads the account again.
 */
export const directDebitMutationOptions = (code: string) =>
  mutationOptions({
    mutationKey: directDebitKey(code),
    meta: { stepUp: { action: 'change how your bills are paid' } },
    mutationFn: (request: UpdateRecurringPaymentMethod | null) => {
      if (request === null) throw new UserFacingError('The bank account is not valid.');
      return updateRecurringPaymentMethod(code, request);
    },
  });

/** Bills paid by a saved card (PUT the method), or by a new one saved first. */
/** The card choice's key: a saved card chosen before signing in again is found by it. */
export const cardPaymentsKey = (code: string) => [...paymentKeys.account(code), 'card-payments'];

/** A saved card chosen to pay bills, read back from storage: its id, or null (anything else). */
export function keptSavedCardChoice(variables: unknown): string | null {
  if (typeof variables !== 'object' || variables === null) return null;
  const keys = Object.keys(variables);
  const { cardId } = variables as { cardId?: unknown };
  return keys.length === 1 && typeof cardId === 'string' ? cardId : null;
}

export const cardPaymentsMutationOptions = (code: string) =>
  mutationOptions({
    mutationKey: cardPaymentsKey(code),
    // A saved card's id is kept; a new card's number is never written to storage.
    meta: {
      stepUp: {
        action: 'change how your bills are paid',
        keep: (variables: unknown) => keptSavedCardChoice(variables) !== null,
        secret: 'a card number',
      },
    },
    mutationFn: async (choice: { cardId: string } | NewCard) => {
      if ('cardId' in choice) {
        await updateRecurringPaymentMethod(code, {
          recurringPaymentType: 'CreditCard',
          cardId: choice.cardId,
        });
        return;
      }
      await setUpNewCardPayments(choice);
    },
  });

/** DELETE …/creditcards/{id}: a card nothing uses; everything about the account is read again. */
export const removeCardMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...paymentKeys.account(code), 'remove-card'],
    mutationFn: (cardId: string) => deleteSavedCard(code, cardId),
    onSuccess: () => {
      void invalidateAccountData(queryClient, code);
    },
  });
