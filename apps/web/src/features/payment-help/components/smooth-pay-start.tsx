import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SmoothPay } from '@portal/contracts';
import {
  addCalendarMonths,
  formatDate,
  SMOOTH_PAY_REVIEW_MONTHS,
  smoothPayAmountText,
  type SmoothPayFrequency,
} from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { RadioChoices } from '../../../shared/ui/radio-choices';
import { TitledSection } from '../../../shared/ui/titled-section';
import { startSmoothPayMutationOptions } from '../api/smooth-pay-queries';
import { SmoothPayBills } from './smooth-pay-bills';
import { FREQUENCY_LABEL } from './smooth-pay-words';

/**
 * What smooth pay would be for each frequency, from which bills, and (for the owner) the
 * choice and the start, confirmed first.
 */
export function SmoothPayStart({
  code,
  smoothPay,
  canChange,
}: {
  code: string;
  smoothPay: SmoothPay;
  canChange: boolean;
}) {
  const queryClient = useQueryClient();
  const start = useMutation(startSmoothPayMutationOptions(queryClient, code));
  const [frequency, setFrequency] = useState<SmoothPayFrequency>('monthly');
  const [confirming, setConfirming] = useState(false);
  const quote = smoothPay.quotes.find((candidate) => candidate.frequency === frequency);

  if (smoothPay.quotes.length === 0 || quote === undefined) {
    return (
      <TitledSection title="Your smooth pay amount">
        <Text>
          We need at least one bill from the last 12 months to work out an amount. Come back after
          your first bill.
        </Text>
      </TitledSection>
    );
  }
  const amount = smoothPayAmountText(quote.amount, quote.frequency);
  const reviewOn = formatDate(addCalendarMonths(smoothPay.today, SMOOTH_PAY_REVIEW_MONTHS));
  return (
    <TitledSection title="Your smooth pay amount">
      <Stack gap="md">
        <RadioChoices
          label="How often would you like to pay?"
          value={frequency}
          options={smoothPay.quotes.map((option) => ({
            value: option.frequency,
            label: `${FREQUENCY_LABEL[option.frequency]}: ${smoothPayAmountText(option.amount, option.frequency)}`,
          }))}
          onChange={setFrequency}
        />
        <Text size="lg" fw={600} aria-live="polite">
          You would pay {amount}.
        </Text>
        <Text>{quote.basis}</Text>
        <SmoothPayBills bills={smoothPay.bills} />
        {canChange && (
          <Button
            w="fit-content"
            onClick={() => {
              start.reset();
              setConfirming(true);
            }}
          >
            Start smooth pay at {amount}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Start smooth pay?"
        confirmLabel="Start smooth pay"
        pending={start.isPending}
        error={start.isError ? failureMessage(start.error, 'Please try again.') : null}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          start.mutate(frequency, {
            onSuccess: (started) => {
              setConfirming(false);
              notifications.show({
                color: 'green',
                title: 'Smooth pay is on',
                message: `You pay ${smoothPayAmountText(started.amount, frequency)}. We look at it again on ${formatDate(started.nextReviewOn)}.`,
              });
            },
          });
        }}
      >
        <Text>
          From today you pay {amount} towards your bills, instead of each bill&apos;s amount. We
          look at the amount again on {reviewOn} and tell you if it changes. You can stop smooth pay
          at any time.
        </Text>
      </ConfirmDialog>
    </TitledSection>
  );
}
