import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../shared/api';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { smoothPayQueryOptions, stopSmoothPayMutationOptions } from '../api/smooth-pay-queries';
import { SmoothPayFacts, SmoothPayReviews } from './smooth-pay-current';

const REASON_MESSAGE = 'Please say why you are stopping smooth pay, in a few words.';

/** The opened account's smooth pay on the staff page; staff stop it with a reason. */
export function SmoothPayStaff({ accountCode }: { accountCode: string }) {
  const query = useQuery(smoothPayQueryOptions(accountCode));
  const queryClient = useQueryClient();
  const stop = useMutation(stopSmoothPayMutationOptions(queryClient, accountCode));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const arrangement = query.data?.arrangement ?? null;
  const send = () => {
    if (stop.isPending) return;
    if (reason.trim().length < 5) {
      setError(REASON_MESSAGE);
      return;
    }
    setError(null);
    stop.mutate(reason.trim(), {
      onSuccess: () => {
        setReason('');
      },
    });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="smooth-pay-staff-title">
      <Title order={2} size="h3" id="smooth-pay-staff-title">
        Smooth pay
      </Title>
      {query.isPending && <LoadingSkeleton label="Loading smooth pay" height={80} />}
      {query.isError && (
        <Alert color="red" title="Oops, something went wrong" role="alert">
          Please try again.
        </Alert>
      )}
      {stop.isSuccess && arrangement === null && (
        <Text role="status">Smooth pay is stopped. The reason is in the audit trail.</Text>
      )}
      {query.data !== undefined && arrangement === null && !stop.isSuccess && (
        <Text>This account is not on smooth pay.</Text>
      )}
      {arrangement !== null && (
        <>
          <SmoothPayFacts arrangement={arrangement} />
          <SmoothPayReviews arrangement={arrangement} />
          <Textarea
            label="Why are you stopping smooth pay?"
            maw={560}
            value={reason}
            error={error ?? (stop.isError ? failureMessage(stop.error, 'Please try again.') : null)}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button variant="default" w="fit-content" loading={stop.isPending} onClick={send}>
            Stop smooth pay
          </Button>
        </>
      )}
    </Stack>
  );
}
