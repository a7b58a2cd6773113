import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SmoothPayArrangement } from '@portal/contracts';
import { formatDate, formatNzd, smoothPayAmountText } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { ColumnHeads } from '../../../shared/ui/column-heads';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Fact } from '../../../shared/ui/fact';
import { TitledSection } from '../../../shared/ui/titled-section';
import { stopSmoothPayMutationOptions } from '../api/smooth-pay-queries';

/** The reviews of an arrangement, newest first: when, the amount, and why. */
export function SmoothPayReviews({ arrangement }: { arrangement: SmoothPayArrangement }) {
  return (
    <Table verticalSpacing="xs" aria-label="Smooth pay reviews, newest first">
      <ColumnHeads columns={['Date', 'Amount', 'Why']} />
      <Table.Tbody>
        {arrangement.reviews.map((review) => (
          <Table.Tr key={review.reviewedOn}>
            <Table.Td>{formatDate(review.reviewedOn)}</Table.Td>
            <Table.Td>{formatNzd(review.amount)}</Table.Td>
            <Table.Td>{review.reason}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The amount and dates of an arrangement, as a list of facts. */
export function SmoothPayFacts({ arrangement }: { arrangement: SmoothPayArrangement }) {
  return (
    <Group component="dl" gap="xl" m={0}>
      <Fact label="You pay">{smoothPayAmountText(arrangement.amount, arrangement.frequency)}</Fact>
      <Fact label="Started">{formatDate(arrangement.startedOn)}</Fact>
      <Fact label="Next review">{formatDate(arrangement.nextReviewOn)}</Fact>
    </Group>
  );
}

/** Smooth pay that is on: the amount, the next review, the history and (owner) the stop. */
export function SmoothPayCurrent({
  code,
  arrangement,
  canChange,
}: {
  code: string;
  arrangement: SmoothPayArrangement;
  canChange: boolean;
}) {
  const queryClient = useQueryClient();
  const stop = useMutation(stopSmoothPayMutationOptions(queryClient, code));
  const [confirming, setConfirming] = useState(false);
  return (
    <TitledSection title="Your smooth pay">
      <Stack gap="md">
        <SmoothPayFacts arrangement={arrangement} />
        <Text size="sm" c="dimmed">
          We look at your amount again every 4 months and tell you the new amount and why.
        </Text>
        <SmoothPayReviews arrangement={arrangement} />
        {canChange && (
          <Button
            variant="default"
            w="fit-content"
            onClick={() => {
              stop.reset();
              setConfirming(true);
            }}
          >
            Stop smooth pay
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        danger
        title="Stop smooth pay?"
        confirmLabel="Stop smooth pay"
        pending={stop.isPending}
        error={stop.isError ? failureMessage(stop.error, 'Please try again.') : null}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          stop.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({
                color: 'green',
                title: 'Smooth pay is off',
                message: 'From your next bill, pay the amount on each bill by its due date.',
              });
            },
          });
        }}
      >
        <Text>
          You will stop paying {smoothPayAmountText(arrangement.amount, arrangement.frequency)}.
          From your next bill, pay the amount on each bill by its due date. Anything you owe now is
          still due.
        </Text>
      </ConfirmDialog>
    </TitledSection>
  );
}
