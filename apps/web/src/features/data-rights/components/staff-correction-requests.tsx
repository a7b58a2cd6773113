import { Button, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffCorrectionRequest } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { LoadedTable } from '../../../shared/ui/loaded-table';
import {
  closeCorrectionMutationOptions,
  staffCorrectionsQueryOptions,
} from '../api/data-rights-queries';

function clockText(request: StaffCorrectionRequest): string {
  const left = request.workingDaysLeft;
  if (left > 1) return `${String(left)} working days left`;
  if (left === 1) return '1 working day left';
  if (left === 0) return 'Due today';
  return `Overdue by ${String(-left)} working ${left === -1 ? 'day' : 'days'}`;
}

function CloseRequest({
  request,
  accountCode,
}: {
  request: StaffCorrectionRequest;
  accountCode: string;
}) {
  const queryClient = useQueryClient();
  const close = useMutation(closeCorrectionMutationOptions(queryClient, accountCode));
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (close.isPending) return;
    if (reply.trim() === '') {
      setError('Please write the reply the customer will read');
      return;
    }
    setError(null);
    close.mutate({ id: request.id, reply: reply.trim() });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={`Reply to ${request.personName}`}
        value={reply}
        error={error ?? (close.isError ? failureMessage(close.error, 'Please try again.') : null)}
        onChange={(event) => {
          setReply(event.currentTarget.value);
        }}
      />
      <Button variant="light" w="fit-content" loading={close.isPending} onClick={send}>
        Reply and close
      </Button>
    </Stack>
  );
}

/**
 * The opened account's open correction requests (Privacy Act 2020 IPP 7), soonest due
 * first, with the 20-working-day clock of s 44; staff close each with a reply.
 */
export function StaffCorrectionRequests({ accountCode }: { accountCode: string }) {
  const open = useQuery(staffCorrectionsQueryOptions(accountCode));
  return (
    <Stack gap="sm" component="section" aria-labelledby="correction-requests-title">
      <Title order={2} size="h3" id="correction-requests-title">
        Correction requests
      </Title>
      <LoadedTable
        query={open}
        items={open.data}
        loadingLabel="Loading correction requests"
        loadingHeight={80}
        empty="No open correction requests for this account."
        label="Open correction requests, soonest due first"
        columns={['Received', 'Due', 'Clock', 'Request', 'Answer']}
      >
        {(request) => (
          <Table.Tr key={request.id}>
            <Table.Td>{formatDate(request.receivedOn)}</Table.Td>
            <Table.Td>{formatDate(request.dueOn)}</Table.Td>
            <Table.Td>{clockText(request)}</Table.Td>
            <Table.Td>
              <Text size="sm">
                {request.personName} ({request.personEmail})
              </Text>
              <Text size="sm">Wrong: {request.what}</Text>
              <Text size="sm">Should say: {request.correction}</Text>
            </Table.Td>
            <Table.Td>
              <CloseRequest request={request} accountCode={accountCode} />
            </Table.Td>
          </Table.Tr>
        )}
      </LoadedTable>
    </Stack>
  );
}
