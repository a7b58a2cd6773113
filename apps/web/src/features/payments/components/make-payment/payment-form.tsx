import { Button, Checkbox, Paper, Stack, TextInput } from '@mantine/core';
import type { PaymentResult } from '@portal/contracts';
import { formatNzd } from '@portal/domain';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { AmountChoices } from '../../../../shared/ui/amount-choices';
import { PayWithChoice } from './pay-with-choice';
import { PaymentSummary } from './payment-summary';
import { usePaymentForm } from './use-payment-form';

interface PaymentFormProps {
  accountCode: string;
  /** The balance owing as typed text, or empty. */
  initialAmount: string;
  /** The balance owing in cents, offered as a one-tap amount; null when nothing is owing. */
  balanceOwing: number | null;
  onPaid: (result: PaymentResult) => void;
}

/** Amount, way to pay, the surcharge and total before paying, then a confirmation. */
export function PaymentForm({
  accountCode,
  initialAmount,
  balanceOwing,
  onPaid,
}: PaymentFormProps) {
  const payment = usePaymentForm(accountCode, initialAmount, onPaid);
  const { form, plan, byCard, surchargeMissing } = payment;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Payment details">
      <form onSubmit={payment.submit} noValidate>
        <Stack gap="lg" maw={480}>
          <TextInput
            label="Amount to pay"
            leftSection={<span aria-hidden="true">$</span>}
            inputMode="decimal"
            autoComplete="off"
            value={form.values.amount}
            onChange={(event) => {
              form.change('amount', event.currentTarget.value);
            }}
            onBlur={() => {
              form.leave('amount');
            }}
            error={form.messageOf('amount')}
            required
          />
          {balanceOwing !== null && (
            <AmountChoices
              label="Suggested amount"
              choices={[{ cents: balanceOwing, label: `Balance owing ${formatNzd(balanceOwing)}` }]}
              value={form.values.amount}
              onPick={(text) => {
                form.change('amount', text);
              }}
            />
          )}
          <PayWithChoice
            value={payment.choice}
            onChange={(picked) => {
              form.change('picked', picked);
            }}
            cards={payment.cardsQuery.isError ? [] : payment.cardsQuery.data}
          />
          {payment.way.kind === 'new-card' && (
            <Checkbox
              label="Save this card for future payments"
              checked={form.values.saveCard}
              onChange={(event) => {
                form.change('saveCard', event.currentTarget.checked);
              }}
            />
          )}
          <PaymentSummary
            plan={plan}
            surchargePercentage={byCard ? payment.percentage : undefined}
            loading={byCard && payment.surchargeQuery.isPending}
            surchargeMissing={surchargeMissing}
          />
          <Button
            type="submit"
            w="fit-content"
            disabled={surchargeMissing || payment.pay.isPending}
          >
            {plan === null ? 'Pay' : `Pay ${formatNzd(plan.total)}`}
          </Button>
        </Stack>
      </form>
      {plan !== null && (
        <ConfirmDialog
          opened={payment.confirming}
          title={plan.question}
          confirmLabel={`Pay ${formatNzd(plan.total)}`}
          cancelLabel="Cancel"
          pending={payment.pay.isPending}
          error={payment.dialogError}
          onConfirm={payment.confirm}
          onClose={payment.closeDialog}
        >
          {plan.explanation}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
