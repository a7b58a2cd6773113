import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { isDateKey } from '@portal/domain';
import { NzDateInput } from './nz-date-input';

export const DATES_MISSING = 'Please enter both dates.';

/** The form's message when either day is not a whole date yet. */
export function datesMissing(from: string, to: string): string | undefined {
  return isDateKey(from) && isDateKey(to) ? undefined : DATES_MISSING;
}

interface Props {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  /** The range's one message, shown under "From" (both fields are one question). */
  error: string | null;
  /** What sits on the same row after the two dates, e.g. the form's button. */
  children?: ReactNode;
}

/** A "From" and a "To" day side by side (typed dd/mm/yyyy), both required. */
export function DateRangeFields({ from, to, onFrom, onTo, error, children }: Props) {
  return (
    <Group align="flex-start" gap="sm">
      <NzDateInput
        label="From"
        value={from}
        onChange={(event) => {
          onFrom(event.currentTarget.value);
        }}
        error={error}
        required
      />
      <NzDateInput
        label="To"
        value={to}
        onChange={(event) => {
          onTo(event.currentTarget.value);
        }}
        required
      />
      {children}
    </Group>
  );
}
