import { Button, Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentResult } from '@portal/contracts';
import { formatNzd } from '@portal/domain';
import { savedCardsQueryOptions, surchargesQueryOptions } from '../../api/payment-queries';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { failureMessage, PLEASE_TRY_AGAIN, useIdempotencyKey } from '../../../../shared/api';
import { PayWithChoice } from './pay-with-choice';
import {
  formatPercentage,
  NEW_CARD,
  paymentWayOf,
  planPayment,
  readPaymentAmount,
  savedCardChoice,
} from './payment-plan';
import { payMutationOptions } from '../../api/pay-queries';
import { Notice } from '../../../../shared/ui/notice';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { AmountChoices } from '../../../../shared/ui/amount-choices';

interface PaymentFormProps {
  accountCode: string;
  /** The balance owing as typed text, or empty. */
  initialAmount: string;
  /** The balance owing in cents, offered as a one-tap amount; null when nothing is owing. */
  balanceOwing: number | null;
  onPaid: (result: PaymentResult) => void;
}

function declinedMessage(result: PaymentResult): string {
  if (result.status === 'Declined') {
    const reason = result.declineReason === null ? '' : `: ${result.declineReason}`;
    return `Your payment was declined${reason}. You have not been charged.`;
  }
  return 'Your payment could not be completed. You have not been charged.';
}

/** Amount, way to pay, the surcharge and total before paying, then a confirmation. */
export function PaymentForm({
  accountCode,
  initialAmount,
  balanceOwing,
  onPaid,
}: PaymentFormProps) {
  const cardsQuery = useQuery(savedCardsQueryOptions(accountCode));
  const surchargeQuery = useQuery(surchargesQueryOptions(accountCode));
  const queryClient = useQueryClient();
  const pay = useMutation(payMutationOptions(queryClient, accountCode));
  const idempotency = useIdempotencyKey();
  const [amountText, setAmountText] = useState(initialAmount);
  const [showAmountError, setShowAmountError] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const cards = cardsQuery.data;
  const firstCard = cards?.[0];
  const choice = picked ?? (firstCard === undefined ? NEW_CARD : savedCardChoice(firstCard.cardId));
  const way = paymentWayOf(choice, cards ?? []);
  const amount = readPaymentAmount(amountText);
  const byCard = way.kind !== 'online-banking';
  const percentage = surchargeQuery.data?.creditCardPercentage;
  const plan =
    amount.cents === null || (byCard && percentage === undefined)
      ? null
      : planPayment(amount.cents, way, percentage ?? 0);
  const surchargeMissing = byCard && surchargeQuery.isError;

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setShowAmountError(true);
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

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Payment details">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={480}>
          <TextInput
            label="Amount to pay"
            leftSection={<span aria-hidden="true">$</span>}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => {
              setAmountText(event.currentTarget.value);
              setShowAmountError(false);
            }}
            onBlur={() => {
              setShowAmountError(true);
            }}
            error={showAmountError ? amount.error : null}
            required
          />
          {balanceOwing !== null && (
            <AmountChoices
              label="Suggested amount"
              choices={[{ cents: balanceOwing, label: `Balance owing ${formatNzd(balanceOwing)}` }]}
              value={amountText}
              onPick={(text) => {
                setAmountText(text);
                setShowAmountError(false);
              }}
            />
          )}
          <PayWithChoice
            value={choice}
            onChange={setPicked}
            cards={cardsQuery.isError ? [] : cards}
          />
          {way.kind === 'new-card' && (
            <Checkbox
              label="Save this card for future payments"
              checked={saveCard}
              onChange={(event) => {
                setSaveCard(event.currentTarget.checked);
              }}
            />
          )}
          <PaymentSummary
            plan={plan}
            surchargePercentage={byCard ? percentage : undefined}
            loading={byCard && surchargeQuery.isPending}
            surchargeMissing={surchargeMissing}
          />
          <Button type="submit" w="fit-content" disabled={surchargeMissing || pay.isPending}>
            {plan === null ? 'Pay' : `Pay ${formatNzd(plan.total)}`}
          </Button>
        </Stack>
      </form>
      {plan !== null && (
        <ConfirmDialog
          opened={confirming}
          title={plan.question}
          confirmLabel={`Pay ${formatNzd(plan.total)}`}
          cancelLabel="Cancel"
          pending={pay.isPending}
          error={dialogError}
          onConfirm={confirm}
          onClose={() => {
            setConfirming(false);
          }}
        >
          {plan.explanation}
        </ConfirmDialog>
      )}
    </Paper>
  );
}

function PaymentSummary({
  plan,
  surchargePercentage,
  loading,
  surchargeMissing,
}: {
  plan: ReturnType<typeof planPayment> | null;
  /** The card surcharge rule, shown before an amount is typed; undefined when not by card. */
  surchargePercentage: number | undefined;
  loading: boolean;
  surchargeMissing: boolean;
}) {
  if (surchargeMissing) {
    return (
      <Notice color="yellow" role="alert">
        We couldn't load the card surcharge, so card payments can't be made right now. You can still
        pay by online banking.
      </Notice>
    );
  }
  if (loading) return <LoadingSkeleton height={48} label="Loading the card surcharge" />;
  if (plan === null) {
    if (surchargePercentage === undefined || surchargePercentage <= 0) return null;
    return (
      <Text size="sm" aria-live="polite">
        Card payments have a {formatPercentage(surchargePercentage)} surcharge, added to the amount
        you pay. Online banking has none.
      </Text>
    );
  }
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">{plan.surchargeLine ?? 'No surcharge applies to this payment.'}</Text>
      <Text fw={700}>Total: {formatNzd(plan.total)}</Text>
    </Stack>
  );
}
