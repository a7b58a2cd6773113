import { Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhoneNumber } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { availableNumbersQueryOptions, changeNumberMutationOptions } from '../../shared';
import type { LineDialogProps } from './dialog-props';
import { NUMBER_MOVE_TIME } from './number-move-words';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { ReviewDialog } from '../../../../shared/ui/review-dialog';
import { ResumedNotice } from '../../../../shared/step-up';

export interface NumberChange {
  serviceEntity: string;
  newNumber: string;
}

/**
 * POST changeNumber: pick one of the free numbers, review what goes, then order it. The
 * change is ordered, not instant; the line controls say what happens next (onOrdered).
 * `kept` is the number chosen before signing in again: the dialog opens on its review.
 */
export function ChangeNumberDialog({
  accountCode,
  line,
  onClose,
  onOrdered,
  kept = null,
}: LineDialogProps & { onOrdered: (change: NumberChange) => void; kept?: string | null }) {
  const queryClient = useQueryClient();
  const numbers = useQuery(availableNumbersQueryOptions(accountCode, line.serviceEntity));
  const mutation = useMutation(changeNumberMutationOptions(queryClient, accountCode));
  const [choice, setChoice] = useState<string | null>(kept);
  const [reviewing, setReviewing] = useState(kept !== null);
  const [resumed, setResumed] = useState(kept !== null);
  const [error, setError] = useState<string | null>(null);
  const number = formatPhoneNumber(line.serviceEntity);

  if (reviewing && choice !== null) {
    const next = formatPhoneNumber(choice);
    return (
      <ReviewDialog
        // A dialog of its own, so the focus starts again on Back.
        key="review"
        title="Check your number change"
        confirmLabel={`Change to ${next}`}
        pending={mutation.isPending}
        error={error}
        onClose={onClose}
        notice={resumed && <ResumedNotice finish={`Change to ${next}`} />}
        onBack={() => {
          setError(null);
          setResumed(false);
          setReviewing(false);
        }}
        onConfirm={() => {
          setError(null);
          mutation.mutate(
            { serviceEntity: line.serviceEntity, newNumber: choice },
            {
              onSuccess: () => {
                onOrdered({ serviceEntity: line.serviceEntity, newNumber: choice });
                onClose();
              },
              onError: (failure) => {
                setError(failureMessage(failure, PLEASE_TRY_AGAIN));
              },
            },
          );
        }}
        items={[
          `${number} changes to ${next}, ${NUMBER_MOVE_TIME}. Until then ${number} works as it does now.`,
          'Your plan, usage, data sharing and settings stay with the line.',
          'There is no charge for the change.',
        ]}
        cannotUndo={`Once the change is done, ${number} goes: calls and texts to it no longer reach you, and it cannot be got back. The change cannot be cancelled once ordered.`}
      />
    );
  }

  return (
    <ConfirmDialog
      opened
      title={`Change the number ${number}`}
      confirmLabel="Review change"
      pending={false}
      confirmDisabled={choice === null}
      onClose={onClose}
      onConfirm={() => {
        if (choice !== null) setReviewing(true);
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
        <Text size="sm">You will see what changes, and confirm, before anything is ordered.</Text>
      </Stack>
    </ConfirmDialog>
  );
}
