import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { choiceTabIndex } from '../../../../shared/ui/choice-tab-index';

interface ChoiceCardProps {
  value: string;
  /** Every choice's value in order, and the one chosen, for the arrow keys' tab stop. */
  values: readonly string[];
  chosen: string;
  name: ReactNode;
  price: ReactNode;
  /** What the choice is, under its name. */
  children: ReactNode;
}

/**
 * One choice of a new line's step (a plan, a SIM or handset): a card with its radio, its
 * name and price on one line and what it is below, inside the step's Radio.Group.
 */
export function ChoiceCard({ value, values, chosen, name, price, children }: ChoiceCardProps) {
  return (
    <Radio.Card value={value} p="md" radius="md" tabIndex={choiceTabIndex(values, chosen, value)}>
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <Stack gap={2} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{name}</Text>
            <Text fw={600}>{price}</Text>
          </Group>
          {children}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
