import { Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@portal/domain';
import { NzDateInput } from '../../../shared/ui/nz-date-input';

export type StartChoice = 'nextBill' | 'chosen';

/** When an order takes effect: the next bill date (when there is one in range) or a chosen day. */
export function StartDateFields(props: {
  label: string;
  nextBillDate: string | null;
  choice: StartChoice;
  onChoice: (choice: StartChoice) => void;
  date: string;
  onDate: (date: string) => void;
  min: string;
  max: string;
  error?: ReactNode;
}) {
  const { nextBillDate, choice } = props;
  const offerNextBill =
    nextBillDate !== null && nextBillDate >= props.min && nextBillDate <= props.max;
  return (
    <Stack gap="xs">
      {offerNextBill && (
        <Radio.Group
          label={props.label}
          value={choice}
          onChange={(value) => {
            props.onChoice(value === 'chosen' ? 'chosen' : 'nextBill');
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio
              value="nextBill"
              label={`From my next bill date (${formatDate(nextBillDate)})`}
            />
            <Radio value="chosen" label="From a date I choose" />
          </Stack>
        </Radio.Group>
      )}
      {(!offerNextBill || choice === 'chosen') && (
        <NzDateInput
          label={offerNextBill ? 'Start date' : props.label}
          description={`Between ${formatDate(props.min)} and ${formatDate(props.max)}`}
          value={props.date}
          onChange={(event) => {
            props.onDate(event.currentTarget.value);
          }}
          error={props.error}
          required
        />
      )}
    </Stack>
  );
}
