import { Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentHelp } from '@portal/contracts';
import { EXTENSION_MAX_DAYS_AFTER_DUE, formatDate, formatNzd, isDateKey } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { ChangeResult } from '../../../shared/ui/change-result';
import { Notice } from '../../../shared/ui/notice';
import { NzDateInput } from '../../../shared/ui/nz-date-input';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';
import { createArrangementMutationOptions } from '../api/payment-help-queries';

/**
 * "More time to pay": a new date for one unpaid bill, up to 14 days after its due date, once
 * per bill (decision 061). Bills past that, or given more time already, need a plan.
 */
export function MoreTimeForm({ accountCode, help }: { accountCode: string; help: PaymentHelp }) {
  const queryClient = useQueryClient();
  const create = useMutation(createArrangementMutationOptions(queryClient, accountCode));
  const bills = help.unpaidBills.filter((bill) => bill.canExtend);
  const [invoiceId, setInvoiceId] = useState(bills[0]?.invoiceId ?? '');
  const bill = bills.find((candidate) => candidate.invoiceId === invoiceId) ?? bills[0];
  const [newDate, setNewDate] = useState(bill?.latestNewDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const description = `We can move a bill’s due date up to ${String(EXTENSION_MAX_DAYS_AFTER_DUE)} days, once. For longer, set up a payment plan below.`;

  if (create.isSuccess) {
    return (
      <TitledSection title="More time to pay">
        <ChangeResult
          title={`You now have until ${formatDate(create.data.newDueDate ?? '')} to pay`}
          next={[
            'Your bill shows its new date in My Bill History.',
            'Pay any time before then. If it is still hard, set up a payment plan or call us.',
          ]}
        />
      </TitledSection>
    );
  }
  if (bill === undefined) {
    return (
      <TitledSection title="More time to pay" description={description}>
        <Text size="sm">
          None of your bills can be moved now: they are more than {EXTENSION_MAX_DAYS_AFTER_DUE}{' '}
          days past their due date, or have had more time already. A payment plan can spread what
          you owe.
        </Text>
      </TitledSection>
    );
  }
  const submit = () => {
    if (!isDateKey(newDate)) {
      setProblem('Enter the new date as dd/mm/yyyy.');
      return;
    }
    if (newDate > bill.latestNewDate || newDate <= help.today) {
      setProblem(`Choose a date after today, up to ${formatDate(bill.latestNewDate)}.`);
      return;
    }
    setProblem(null);
    create.mutate({ kind: 'extension', invoiceId: bill.invoiceId, newDueDate: newDate });
  };
  return (
    <TitledSection title="More time to pay" description={description}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm" maw={420}>
          <Select
            label="Bill"
            data={bills.map((candidate) => ({
              value: candidate.invoiceId,
              label: `Bill of ${formatDate(candidate.billDate)}: ${formatNzd(candidate.outstanding)}, due ${formatDate(candidate.dueDate)}`,
            }))}
            value={bill.invoiceId}
            allowDeselect={false}
            onChange={(value) => {
              const picked = bills.find((candidate) => candidate.invoiceId === value);
              if (picked === undefined) return;
              setInvoiceId(picked.invoiceId);
              setNewDate(picked.latestNewDate);
            }}
          />
          <NzDateInput
            label="New date to pay by"
            description={`Up to ${formatDate(bill.latestNewDate)}`}
            value={newDate}
            error={problem}
            onChange={(event) => {
              setNewDate(event.currentTarget.value);
            }}
          />
          {create.isError && (
            <Notice color="red" role="alert" title="We could not give this bill more time">
              {failureMessage(create.error, 'Please try again.')}
            </Notice>
          )}
          <SubmitButton pending={create.isPending}>Ask for more time</SubmitButton>
        </Stack>
      </form>
    </TitledSection>
  );
}
