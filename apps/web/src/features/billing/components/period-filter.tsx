import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Period } from '../api/billing-paths';
import { usePhoneLayout } from '../../../shared/ui/use-phone-layout';
import { PERIOD_CHOICES, type PeriodChoice } from '../period';
import { DateRangeFields, datesMissing } from '../../../shared/ui/date-range-fields';

interface Props {
  choice: PeriodChoice;
  onChoose: (choice: PeriodChoice) => void;
  custom: Period;
  onCustom: (period: Required<Period>) => void;
}

export const PERIOD_ORDER_ERROR = 'The start date must be on or before the end date.';

/** Quick periods, or two dates (typed dd/mm/yyyy) for any other period. */
export function PeriodFilter({ choice, onChoose, custom, onCustom }: Props) {
  const [from, setFrom] = useState(custom.from ?? '');
  const [to, setTo] = useState(custom.to ?? '');
  const [error, setError] = useState<string | null>(null);
  // Four choices do not fit side by side on a 360 px phone.
  const phone = usePhoneLayout();
  return (
    <Stack gap="sm">
      <Text id="period-label" fw={600} size="sm">
        Period
      </Text>
      <SegmentedControl
        aria-labelledby="period-label"
        data={PERIOD_CHOICES}
        value={choice}
        onChange={(value) => {
          onChoose(value);
        }}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth
        style={{ maxWidth: 560 }}
      />
      {choice === 'custom' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const missing = datesMissing(from, to);
            if (missing !== undefined) {
              setError(missing);
            } else if (from > to) {
              setError(PERIOD_ORDER_ERROR);
            } else {
              setError(null);
              onCustom({ from, to });
            }
          }}
        >
          <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} error={error}>
            <Button type="submit" mt={25}>
              Show transactions
            </Button>
          </DateRangeFields>
        </form>
      )}
    </Stack>
  );
}
