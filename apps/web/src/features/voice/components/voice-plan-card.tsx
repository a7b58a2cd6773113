import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { VoicePlanOption } from '@portal/contracts';
import { formatNzd, hasVoice, voiceTypeName } from '@portal/domain';
import { PlanChoiceButton } from '../../../shared/ui/plan-choice-button';

interface VoicePlanCardProps {
  plan: VoicePlanOption;
  displayGstInclusiveValues: boolean;
  disabled: boolean;
  /** Null for a view-only user: the plan is shown without a button to choose it. */
  onChoose: (() => void) | null;
}

/** One voice plan: its name, voice type in words, monthly price and what it is for. */
export function VoicePlanCard({
  plan,
  displayGstInclusiveValues,
  disabled,
  onChoose,
}: VoicePlanCardProps) {
  const cents = displayGstInclusiveValues
    ? plan.monthlyChargeIncludingGst
    : plan.monthlyChargeExcludingGst;
  const gst = displayGstInclusiveValues ? 'incl. GST' : 'excl. GST';
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
        </Group>
        <Text size="sm" c="dimmed">
          {voiceTypeName(plan.voiceType)}
        </Text>
        <Text fw={700}>
          {hasVoice(plan.voiceType) ? `${formatNzd(cents)} per month ${gst}` : 'No charge'}
        </Text>
        <Text size="sm">{plan.description}</Text>
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
