import { Radio, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhoneNumber } from '@portal/domain';
import {
  availableNumbersQueryOptions,
  changeNumberMutationOptions,
  failureText,
} from '../../shared';
import type { LineDialogProps } from './dialog-props';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

/** POST changeNumber: pick one of the free numbers; the change is ordered, not instant. */
export function ChangeNumberDialog({ accountCode, line, onClose }: LineDialogProps) {
  const queryClient = useQueryClient();
  const numbers = useQuery(availableNumbersQueryOptions(accountCode, line.serviceEntity));
  const mutation = useMutation(changeNumberMutationOptions(queryClient, accountCode));
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const number = formatPhoneNumber(line.serviceEntity);
  return (
    <ConfirmDialog
      opened
      title={`Change the number ${number}`}
      confirmLabel="Order new number"
      danger
      pending={mutation.isPending}
      error={error}
      confirmDisabled={choice === null}
      onClose={onClose}
      onConfirm={() => {
        if (choice === null) return;
        setError(null);
        mutation.mutate(
          { serviceEntity: line.serviceEntity, newNumber: choice },
          {
            onSuccess: () => {
              onClose();
              notifications.show({
                color: 'green',
                title: 'Number change ordered',
                message: `${number} will change to ${formatPhoneNumber(choice)}.`,
              });
            },
            onError: (failure) => {
              setError(failureText(failure, 'Please try again.'));
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        {numbers.isPending ? (
          <Skeleton height={120} />
        ) : numbers.isError ? (
          <Text>The free numbers could not be loaded. Please try again.</Text>
        ) : numbers.data.length === 0 ? (
          <Text>There are no free numbers to choose from right now.</Text>
        ) : (
          <Radio.Group label="Choose your new number" value={choice} onChange={setChoice}>
            <Stack gap="xs" mt="xs">
              {numbers.data.map((free) => (
                <Radio key={free} value={free} label={formatPhoneNumber(free)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Text size="sm">
          {choice === null
            ? 'Your plan, usage and settings stay with the line.'
            : `${number} will change to ${formatPhoneNumber(choice)}. People calling ${number} will no longer reach you once the change is done. Your plan, usage and settings stay with the line.`}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
