import { Radio, Stack, type MantineSpacing } from '@mantine/core';

export interface RadioChoice<Value extends string> {
  value: Value;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** The radios of a Radio.Group, one per option, stacked under its label. */
export function RadioOptions<Value extends string>({
  options,
  gap = 'xs',
}: {
  options: readonly RadioChoice<Value>[];
  gap?: MantineSpacing;
}) {
  return (
    <Stack gap={gap} mt="xs">
      {options.map((option) => (
        <Radio
          key={option.value}
          value={option.value}
          label={option.label}
          description={option.description}
          disabled={option.disabled}
        />
      ))}
    </Stack>
  );
}

/**
 * A labelled choice of one of a few options, as radios. It hands back only a value of its
 * options, typed as the form holds it, so a form needs no mapping from the group's string.
 */
export function RadioChoices<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly RadioChoice<Value>[];
  onChange: (value: Value) => void;
}) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(picked) => {
        const option = options.find((candidate) => candidate.value === picked);
        if (option !== undefined) onChange(option.value);
      }}
    >
      <RadioOptions options={options} />
    </Radio.Group>
  );
}
