import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlanChoiceButton } from '../ui/plan-choice-button';
import type { PlanOption } from './plan-change-service';

interface PlanCardProps {
  plan: PlanOption;
  /** The service's own lines: speeds or voice type, price, what the plan is for. */
  details: ReactNode;
  badge?: ReactNode;
  disabled: boolean;
  /** Null for a view-only user: the plan is shown without a button to choose it. */
  onChoose: (() => void) | null;
}

/** One plan on offer: its name, the current plan marked, the service's lines, its button. */
export function PlanCard({ plan, details, badge, disabled, onChoose }: PlanCardProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={plan.name}
      style={
        plan.isCurrent ? { borderColor: 'var(--mantine-color-blue-8)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4">
            {plan.name}
          </Title>
          {plan.isCurrent && <Badge color="blue.8">Current plan</Badge>}
          {badge}
        </Group>
        {details}
        <PlanChoiceButton
          planName={plan.name}
          isCurrent={plan.isCurrent}
          disabled={disabled}
          onChoose={onChoose}
        />
      </Stack>
    </Paper>
  );
}
