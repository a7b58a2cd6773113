import { Button, Group } from '@mantine/core';
import { centsToAmountInput, formatNzd, parseAmountToCents } from '@portal/domain';

export interface AmountChoice {
  cents: number;
  /** What the button says; the amount alone when left out. */
  label?: string;
}

/**
 * Suggested amounts as one-tap choices beside an amount field: pressing one fills the field
 * with it, and the one matching what is typed shows as pressed.
 */
export function AmountChoices({
  label,
  choices,
  value,
  onPick,
}: {
  /** The group's accessible name, e.g. "Suggested amounts". */
  label: string;
  choices: readonly AmountChoice[];
  /** The amount field's text. */
  value: string;
  onPick: (text: string) => void;
}) {
  if (choices.length === 0) return null;
  const typed = parseAmountToCents(value);
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {choices.map((choice) => {
        const pressed = typed === choice.cents;
        return (
          <Button
            key={choice.cents}
            type="button"
            size="compact-md"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            onClick={() => {
              onPick(centsToAmountInput(choice.cents));
            }}
          >
            {choice.label ?? formatNzd(choice.cents)}
          </Button>
        );
      })}
    </Group>
  );
}
