import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDot, IconCircle, IconMinus } from '@tabler/icons-react';
import type { OrderStepView } from '@portal/contracts';
import { formatDate } from '@portal/domain';

/** What a step's date means, in words: done on a day, expected on one, or not reached. */
export function stepDateText(step: OrderStepView): string {
  if (step.state === 'notReached') return 'Not reached';
  if (step.date === null) return step.state === 'done' ? 'Done' : 'Date to come';
  return step.state === 'done'
    ? `Done ${formatDate(step.date)}`
    : `Expected ${formatDate(step.date)}`;
}

const ICONS = {
  done: { icon: IconCheck, color: 'teal', variant: 'filled' },
  current: { icon: IconCircleDot, color: 'blue', variant: 'light' },
  upcoming: { icon: IconCircle, color: 'gray', variant: 'light' },
  notReached: { icon: IconMinus, color: 'gray', variant: 'light' },
} as const;

/**
 * The order's steps as an ordered list; the step it is at now carries aria-current="step",
 * so a screen reader says where the order is, and each step says its date in words.
 */
export function OrderStepList({ steps, label }: { steps: OrderStepView[]; label: string }) {
  return (
    <List type="ordered" listStyleType="none" spacing="xs" aria-label={label} m={0} p={0}>
      {steps.map((step) => {
        const look = ICONS[step.state];
        const Icon = look.icon;
        return (
          <List.Item
            key={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
            icon={
              <ThemeIcon size={22} radius="xl" color={look.color} variant={look.variant}>
                <Icon size={14} aria-hidden="true" />
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={step.state === 'current' ? 700 : 400} span>
              {step.label}
            </Text>
            <Text size="sm" c={step.state === 'done' ? undefined : 'dimmed'} span>
              {' · '}
              {stepDateText(step)}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
