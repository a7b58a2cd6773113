import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { formatDate, isDateKey, parseNzDateInput } from '@portal/domain';

export const NZ_DATE_HINT = 'dd/mm/yyyy';

export interface NzDateInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'type' | 'min' | 'max' | 'defaultValue'
> {
  /** The day as `yyyy-MM-dd`; while the text typed is not a date yet, that text. */
  value: string;
  /** Called as an input's change is, with the `yyyy-MM-dd` key or the text not yet a date. */
  onChange: (event: { currentTarget: { value: string } }) => void;
}

const shown = (value: string) => (isDateKey(value) ? formatDate(value) : value);
const emitted = (text: string) => parseNzDateInput(text) ?? text.trim();

/**
 * The one date field of the app: typed and shown day first (dd/MM/yyyy, ux.md) whatever the
 * browser's locale, handed on as the ISO day the API takes. The form's own rules say when a
 * date is missing, not a real day or out of range.
 */
export function NzDateInput({ value, onChange, onBlur, description, ...rest }: NzDateInputProps) {
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a reset, a default) replaces what is shown.
  if (value !== seen) {
    setSeen(value);
    if (value !== emitted(text)) setText(shown(value));
  }
  return (
    <TextInput
      {...rest}
      description={
        description === undefined ? (
          `As ${NZ_DATE_HINT}`
        ) : (
          <>
            {description} ({NZ_DATE_HINT})
          </>
        )
      }
      placeholder={NZ_DATE_HINT}
      autoComplete={rest.autoComplete ?? 'off'}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = emitted(typed);
        setText(typed);
        setSeen(next);
        onChange({ currentTarget: { value: next } });
      }}
      onBlur={(event) => {
        const key = parseNzDateInput(text);
        if (key !== null) setText(formatDate(key));
        onBlur?.(event);
      }}
    />
  );
}
