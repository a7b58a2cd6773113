import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentArrangement } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import {
  cancelArrangementMutationOptions,
  paymentHelpQueryOptions,
} from '../api/payment-help-queries';
import { ArrangementSummary } from './arrangement-summary';
import { InstalmentTable } from './instalment-table';

function EndArrangement(props: { accountCode: string; arrangement: PaymentArrangement }) {
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelArrangementMutationOptions(queryClient, props.accountCode));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (cancel.isPending) return;
    if (reason.trim() === '') {
      setError('Say why you are ending it; the customer sees this.');
      return;
    }
    setError(null);
    cancel.mutate({ arrangementId: props.arrangement.arrangementId, reason: reason.trim() });
  };
  return (
    <Stack gap="xs" maw={480}>
      <Textarea
        label="Why end it"
        value={reason}
        error={error ?? (cancel.isError ? failureMessage(cancel.error, 'Please try again.') : null)}
        onChange={(event) => {
          setReason(event.currentTarget.value);
        }}
      />
      <Button variant="light" color="red" w="fit-content" loading={cancel.isPending} onClick={send}>
        End this arrangement
      </Button>
    </Stack>
  );
}

/**
 * Management: the open account's payment arrangements (decision 061), extensions and plans
 * with their instalments; staff end one with a reason, audited as every staff write is.
 */
export function StaffPaymentArrangements({ accountCode }: { accountCode: string }) {
  const help = useQuery(paymentHelpQueryOptions(accountCode));
  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-arrangements-title">
      <Title order={2} size="h3" id="payment-arrangements-title">
        Payment arrangements
      </Title>
      {help.isPending && <LoadingSkeleton label="Loading payment arrangements" height={80} />}
      {help.isError && (
        <Alert color="red" title="Oops, something went wrong" role="alert">
          Please try again.
        </Alert>
      )}
      {help.data !== undefined && (
        <Text size="sm">
          Unpaid {formatNzd(help.data.unpaid)}, of which overdue {formatNzd(help.data.overdue)}.
        </Text>
      )}
      {help.data?.arrangements.length === 0 && (
        <Text>No payment arrangements on this account.</Text>
      )}
      {help.data?.arrangements.map((arrangement) => (
        <Stack key={arrangement.arrangementId} gap="xs">
          <ArrangementSummary arrangement={arrangement} forStaff />
          {arrangement.kind === 'plan' && (
            <InstalmentTable
              instalments={arrangement.instalments}
              label={`Instalments of the plan set up ${formatDate(arrangement.createdAt)}`}
            />
          )}
          {arrangement.status === 'active' && (
            <EndArrangement accountCode={accountCode} arrangement={arrangement} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
