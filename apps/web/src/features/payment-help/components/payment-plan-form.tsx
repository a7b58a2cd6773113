import { Button, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ArrangementRequest, PaymentArrangement, PaymentHelp } from '@portal/contracts';
import {
  addDays,
  formatDate,
  formatNzd,
  isDateKey,
  maxInstalments,
  PLAN_FIRST_INSTALMENT_WITHIN_DAYS,
  PLAN_INSTALMENT_LIMITS,
  planInstalments,
  planRefusal,
  type PlanFrequency,
} from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { ChangeResult } from '../../../shared/ui/change-result';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Notice } from '../../../shared/ui/notice';
import { NzDateInput } from '../../../shared/ui/nz-date-input';
import { RadioChoices } from '../../../shared/ui/radio-choices';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';
import {
  cancelArrangementMutationOptions,
  createArrangementMutationOptions,
} from '../api/payment-help-queries';
import { arrangementTitle } from './arrangement-words';
import { InstalmentTable } from './instalment-table';

const FREQUENCIES: readonly { value: PlanFrequency; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
];

/** "Payment plan": the active plan with its instalments, or the calculator to set one up. */
export function PaymentPlanForm(props: {
  accountCode: string;
  help: PaymentHelp;
  activePlan: PaymentArrangement | undefined;
}) {
  // Held here, not in the calculator: the plan just set up keeps its confirmation once the
  // refreshed page shows the plan itself in the calculator's place.
  const queryClient = useQueryClient();
  const create = useMutation(createArrangementMutationOptions(queryClient, props.accountCode));
  const madeId = create.data?.arrangementId ?? null;
  if (props.activePlan !== undefined) {
    return (
      <ActivePlan
        accountCode={props.accountCode}
        plan={props.activePlan}
        justMade={props.activePlan.arrangementId === madeId}
      />
    );
  }
  return <PlanCalculator help={props.help} create={create} />;
}

function ActivePlan({
  accountCode,
  plan,
  justMade,
}: {
  accountCode: string;
  plan: PaymentArrangement;
  justMade: boolean;
}) {
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelArrangementMutationOptions(queryClient, accountCode));
  const [asking, setAsking] = useState(false);
  return (
    <TitledSection title="Your payment plan" description={arrangementTitle(plan)}>
      {justMade && (
        <ChangeResult
          title="Your payment plan is set up"
          next={[
            `Your first instalment of ${formatNzd(plan.instalments[0]?.amount ?? 0)} is due ${formatDate(plan.instalments[0]?.dueDate ?? plan.createdAt)}.`,
            'The plan and each instalment show on My Bill History.',
          ]}
        />
      )}
      <InstalmentTable instalments={plan.instalments} label="Payment plan instalments" />
      <Text size="sm" mt="sm">
        Pay each instalment by its date by card, online banking or your usual payment. Your next
        bills still need paying as usual. If an instalment is missed, we will let you know.
      </Text>
      <Button
        variant="default"
        mt="sm"
        onClick={() => {
          setAsking(true);
        }}
      >
        Cancel this plan
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Cancel your payment plan?"
        confirmLabel="Cancel the plan"
        cancelLabel="Keep the plan"
        danger
        pending={cancel.isPending}
        error={cancel.isError ? failureMessage(cancel.error, 'Please try again.') : null}
        onConfirm={() => {
          cancel.mutate(
            { arrangementId: plan.arrangementId },
            {
              onSuccess: () => {
                setAsking(false);
              },
            },
          );
        }}
        onClose={() => {
          setAsking(false);
        }}
      >
        <Text size="sm">
          What is left on the plan is then due straight away, as on your bills. You can set up a new
          plan afterwards.
        </Text>
      </ConfirmDialog>
    </TitledSection>
  );
}

function PlanCalculator({
  help,
  create,
}: {
  help: PaymentHelp;
  create: UseMutationResult<PaymentArrangement, Error, ArrangementRequest>;
}) {
  const [covers, setCovers] = useState<'unpaid' | 'overdue'>(
    help.overdue > 0 ? 'overdue' : 'unpaid',
  );
  const [frequency, setFrequency] = useState<PlanFrequency>('fortnightly');
  const [count, setCount] = useState<number | string>(4);
  const [firstDate, setFirstDate] = useState(addDays(help.today, 7));
  const amount = covers === 'overdue' ? help.overdue : help.unpaid;
  const { min } = PLAN_INSTALMENT_LIMITS[frequency];
  const max = Math.max(min, maxInstalments(amount, frequency));
  const instalments = typeof count === 'number' ? count : Number.NaN;
  const refusal = isDateKey(firstDate)
    ? planRefusal({
        amountCents: amount,
        frequency,
        count: instalments,
        firstDate,
        today: help.today,
      })
    : 'first-date-out-of-range';
  const preview =
    refusal === null ? planInstalments(amount, frequency, instalments, firstDate) : null;
  const lastFirst = addDays(help.today, PLAN_FIRST_INSTALMENT_WITHIN_DAYS);

  return (
    <TitledSection
      title="Set up a payment plan"
      description="Spread what you owe over smaller payments, weekly, fortnightly or monthly, for up to about six months."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (refusal !== null) return;
          create.mutate({ kind: 'plan', covers, frequency, instalments, firstDueDate: firstDate });
        }}
      >
        <Stack gap="sm" maw={480}>
          {help.overdue > 0 && help.overdue < help.unpaid && (
            <RadioChoices
              label="What the plan covers"
              value={covers}
              onChange={setCovers}
              options={[
                { value: 'overdue', label: `What is overdue: ${formatNzd(help.overdue)}` },
                { value: 'unpaid', label: `Everything unpaid: ${formatNzd(help.unpaid)}` },
              ]}
            />
          )}
          {!(help.overdue > 0 && help.overdue < help.unpaid) && (
            <Text size="sm">
              The plan covers {formatNzd(amount)}
              {covers === 'overdue' ? ', everything overdue' : ', everything unpaid'}.
            </Text>
          )}
          <RadioChoices
            label="How often"
            value={frequency}
            onChange={(value) => {
              setFrequency(value);
            }}
            options={FREQUENCIES}
          />
          <NumberInput
            label="Number of instalments"
            description={`From ${String(min)} to ${String(max)}, each at least $5.00`}
            min={min}
            max={max}
            allowDecimal={false}
            value={count}
            onChange={setCount}
            error={
              refusal === 'instalments-out-of-range'
                ? `Choose from ${String(min)} to ${String(max)}.`
                : null
            }
          />
          <NzDateInput
            label="First payment date"
            description={`From today to ${formatDate(lastFirst)}`}
            value={firstDate}
            onChange={(event) => {
              setFirstDate(event.currentTarget.value);
            }}
            error={
              refusal === 'first-date-out-of-range'
                ? `Choose a date from today to ${formatDate(lastFirst)}.`
                : null
            }
          />
          {preview !== null && (
            <InstalmentTable
              instalments={preview.map((p) => ({ ...p, amount: p.amountCents }))}
              label="Your instalments"
            />
          )}
          {refusal === 'nothing-to-pay' && <Text size="sm">There is nothing to spread.</Text>}
          {create.isError && (
            <Notice color="red" role="alert" title="We could not set up the plan">
              {failureMessage(create.error, 'Please try again.')}
            </Notice>
          )}
          <SubmitButton pending={create.isPending}>Set up this plan</SubmitButton>
        </Stack>
      </form>
    </TitledSection>
  );
}
