import { Button } from '@mantine/core';

/**
 * A plan card's button: "Your current plan" (not pressable) on the plan the line is on,
 * "Choose <plan>" on the others, and nothing where this person may not choose (`onChoose`
 * null: a view-only user). The plan's name is in the visible text, not only in an aria-label,
 * so a person who says what they see (voice control, WCAG 2.5.3) names the same button a
 * screen reader does. A long name wraps onto a second line rather than being cut off, which
 * would hide the very words a person reads out.
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
      h="auto"
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
      variant={isCurrent ? 'default' : 'filled'}
      disabled={isCurrent || disabled}
      onClick={onChoose ?? undefined}
    >
      {isCurrent ? 'Your current plan' : `Choose ${planName}`}
    </Button>
  );
}
