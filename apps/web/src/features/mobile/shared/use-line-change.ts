import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../shared/api';
import { lineChangeMutationOptions, type LineChange } from './mobile-line-queries';

/**
 * One change to a line from a confirmation dialog: the error stays in the dialog so the
 * person can try again; success closes it and says so in a notification.
 */
export function useLineChange(accountCode: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation(lineChangeMutationOptions(queryClient, accountCode));
  const [error, setError] = useState<string | null>(null);
  const run = (
    change: LineChange,
    outcome: { success: string; failure: string; onDone: () => void },
  ) => {
    setError(null);
    mutation.mutate(change, {
      onSuccess: () => {
        outcome.onDone();
        notifications.show({ color: 'green', title: 'Done', message: outcome.success });
      },
      onError: (failure) => {
        setError(failureMessage(failure, outcome.failure));
      },
    });
  };
  return {
    run,
    pending: mutation.isPending,
    error,
    clearError: () => {
      setError(null);
    },
  };
}
