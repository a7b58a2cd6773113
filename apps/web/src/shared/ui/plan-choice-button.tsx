import { Button } from '@mantine/core';

/**
 * A plan card's button: "Your current plan" (not pressable) on the plan the line is on,
 * "Choose this plan" on the others, and nothing where this person may not choose
 * (`onChoose` null: a view-only user).
 */
export function PlanChoiceButton(props: {
  planName: string;
  isCurrent: boolean;
  disabled: boolean;
  onChoose: (() => void) | null;
}) {
  const { planName, isCurrent, disabled, onChoose } = props;
  if (onChoose === null && !isCurrent) return null;
  return (
    <Button
      mt="auto"
      variant={isCurrent ? 'default' : 'filled'}
      disabled={isCurrent || disabled}
      onClick={onChoose ?? undefined}
      aria-label={isCurrent ? `${planName} is your current plan` : `Choose ${planName}`}
    >
      {isCurrent ? 'Your current plan' : 'Choose this plan'}
    </Button>
  );
}
