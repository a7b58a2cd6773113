import { Radio, Stack } from '@mantine/core';

export interface RadioChoice<Value extends string> {
  value: Value;
  label: string;
  description?: string;
  disabled?: boolean;
}

/**
 * One of the share form's choices: a labelled group of radios, one per option, stacked. It
 * hands back only a value of its options, typed as the form holds it.
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
      <Stack gap="xs" mt="xs">
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
    </Radio.Group>
  );
}
