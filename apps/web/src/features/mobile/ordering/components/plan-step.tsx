import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NewLinePlan } from '@portal/contracts';
import { choiceTabIndex } from '../../../../shared/ui/choice-tab-index';
import { priceText } from './price';

interface PlanStepProps {
  plans: readonly NewLinePlan[];
  value: string;
  error: ReactNode;
  displayGstInclusiveValues: boolean;
  onChange: (planKey: string) => void;
}

/** Step 1: the plan, group member plans first when the account's group has room. */
export function PlanStep({
  plans,
  value,
  error,
  displayGstInclusiveValues,
  onChange,
}: PlanStepProps) {
  if (plans.length === 0) {
    return <Text>There are no plans on offer for a new connection on this account right now.</Text>;
  }
  const keys = plans.map((plan) => plan.planKey);
  return (
    <Radio.Group label="Choose a plan" value={value} onChange={onChange} error={error} withAsterisk>
      <Stack gap="xs" mt="xs">
        {plans.map((plan) => (
          <Radio.Card
            key={plan.planKey}
            value={plan.planKey}
            p="md"
            radius="md"
            tabIndex={choiceTabIndex(keys, value, plan.planKey)}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Stack gap={2} style={{ flex: 1 }}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{plan.planDescription}</Text>
                  <Text fw={600}>
                    {priceText(plan, displayGstInclusiveValues)}
                    <Text span size="sm" c="dimmed">
                      {' '}
                      a month
                    </Text>
                  </Text>
                </Group>
                {plan.description && (
                  <Text size="sm" c="dimmed">
                    {plan.description}
                  </Text>
                )}
                {plan.isGroupMember && (
                  <Badge variant="light" w="fit-content">
                    Joins your group plan
                  </Badge>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
