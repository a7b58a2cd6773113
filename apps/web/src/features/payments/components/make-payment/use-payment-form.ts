import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentResult } from '@portal/contracts';
import { failureMessage, PLEASE_TRY_AGAIN, useIdempotencyKey } from '../../../../shared/api';
import { useFormCheckedOnLeave } from '../../../../shared/forms/use-form-checked-on-leave';
import { savedCardsQueryOptions, surchargesQueryOptions } from '../../api/payment-queries';
import { payMutationOptions } from '../../api/pay-queries';
import { declinedMessage, initialPaymentValues, paymentFormSchema } from './payment-form-model';
import {
  NEW_CARD,
  paymentWayOf,
  planPayment,
  readPaymentAmount,
  savedCardChoice,
} from './payment-plan';

/**
 * The payment form: the amount (its message shown once the field is left or the form sent,
 * hidden while it is changed), the way to pay, and what that will cost; then the confirm
 * dialog, which pays once per amount and way however often it is pressed (the idempotency
 * key) and shows a decline or failure inside itself.
 */
export function usePaymentForm(
  accountCode: string,
  initialAmount: string,
  onPaid: (result: PaymentResult) => void,
) {
  const cardsQuery = useQuery(savedCardsQueryOptions(accountCode));
  const surchargeQuery = useQuery(surchargesQueryOptions(accountCode));
  const queryClient = useQueryClient();
  const pay = useMutation(payMutationOptions(queryClient, accountCode));
  const idempotency = useIdempotencyKey();
  const form = useFormCheckedOnLeave(initialPaymentValues(initialAmount), paymentFormSchema);
  const [confirming, setConfirming] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const cards = cardsQuery.data;
  const firstCard = cards?.[0];
  const { picked, saveCard } = form.values;
  const choice = picked ?? (firstCard === undefined ? NEW_CARD : savedCardChoice(firstCard.cardId));
  const way = paymentWayOf(choice, cards ?? []);
  const amount = readPaymentAmount(form.values.amount);
  const byCard = way.kind !== 'online-banking';
  const percentage = surchargeQuery.data?.creditCardPercentage;
  const plan =
    amount.cents === null || (byCard && percentage === undefined)
      ? null
      : planPayment(amount.cents, way, percentage ?? 0);

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    form.send();
    if (plan === null) return;
    setDialogError(null);
    setConfirming(true);
  };

  const confirm = () => {
    if (amount.cents === null) return;
    setDialogError(null);
    const request = { way, amount: amount.cents, saveCard };
    pay.mutate(
      { request, key: idempotency.keyFor({ accountCode, ...request }) },
      {
        onSuccess: (outcome) => {
          if (outcome.kind !== 'settled') return;
          idempotency.settle();
          if (outcome.result.status === 'Approved') {
            setConfirming(false);
            onPaid(outcome.result);
          } else {
            setDialogError(declinedMessage(outcome.result));
          }
        },
        onError: (error) => {
          idempotency.settle(error);
          setDialogError(failureMessage(error, PLEASE_TRY_AGAIN));
        },
      },
    );
  };

  const closeDialog = () => {
    setConfirming(false);
  };

  return {
    form,
    cardsQuery,
    surchargeQuery,
    pay,
    choice,
    way,
    byCard,
    percentage,
    plan,
    surchargeMissing: byCard && surchargeQuery.isError,
    confirming,
    dialogError,
    submit,
    confirm,
    closeDialog,
  };
}
