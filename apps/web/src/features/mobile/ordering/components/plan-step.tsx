import { Badge, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NewLinePlan } from '@portal/contracts';
import { ChoiceCard } from './choice-card';
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
          <ChoiceCard
            key={plan.planKey}
            value={plan.planKey}
            values={keys}
            chosen={value}
            name={plan.planDescription}
            price={
              <>
                {priceText(plan, displayGstInclusiveValues)}
                <Text span size="sm" c="dimmed">
                  {' '}
                  a month
                </Text>
              </>
            }
          >
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
          </ChoiceCard>
        ))}
      </Stack>
    </Radio.Group>
  );
}
