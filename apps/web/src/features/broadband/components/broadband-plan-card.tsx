import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BroadbandPlanOption } from '@portal/contracts';
import { formatNzd, formatSpeed } from '@portal/domain';
import { PlanChoiceButton } from '../../../shared/ui/plan-choice-button';

interface BroadbandPlanCardProps {
  plan: BroadbandPlanOption;
  displayGstInclusiveValues: boolean;
  disabled: boolean;
  /** Null for a view-only user: the plan is shown without a button to choose it. */
  onChoose: (() => void) | null;
}

/** One plan: name, speeds, monthly price as the account sees prices, the brand's blurb. */
export function BroadbandPlanCard({
  plan,
  displayGstInclusiveValues,
  disabled,
  onChoose,
}: BroadbandPlanCardProps) {
  const price = displayGstInclusiveValues
    ? `${formatNzd(plan.monthlyChargeIncludingGst)} per month incl. GST`
    : `${formatNzd(plan.monthlyChargeExcludingGst)} per month excl. GST`;
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
          {plan.businessOnly && !plan.isCurrent && <Badge color="grape.9">Business</Badge>}
        </Group>
        <Text size="sm">
          {formatSpeed(plan.downloadMbps)} down / {formatSpeed(plan.uploadMbps)} up
        </Text>
        <Text fw={700}>{price}</Text>
        {plan.blurb !== null && <Text size="sm">{plan.blurb}</Text>}
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
