import { Alert, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChangePlanOptions, ChangePlanOption } from '@portal/contracts';
import { GROUP_PLAN_PROMO_TEXT, planDataText } from '@portal/domain';
import { PlanChoiceButton } from '../../../../shared/ui/plan-choice-button';
import { planKind, planPrice } from './plan-price';

interface PlanListProps {
  options: ChangePlanOptions;
  /** False for a view-only user: plans are listed without buttons. */
  canChange: boolean;
  busy: boolean;
  onChoose: (plan: ChangePlanOption) => void;
}

/**
 * The plans in the server's order (spec section 5), the current one marked, and each the line
 * cannot take shown as not available with the server's reason instead of a button.
 */
export function PlanList({ options, canChange, busy, onChoose }: PlanListProps) {
  return (
    <Stack gap="md">
      {options.groupPlansOffered && (
        <Alert
          role="note"
          color="teal"
          title={GROUP_PLAN_PROMO_TEXT}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          Group member plans share the data of your account&apos;s group leader.
        </Alert>
      )}
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {options.plans.map((plan) => (
          <Paper
            key={plan.planKey}
            component="li"
            withBorder
            radius="md"
            p="md"
            aria-label={plan.planDescription}
            style={
              plan.isCurrent
                ? { borderColor: 'var(--mantine-color-blue-7)', borderWidth: 2 }
                : undefined
            }
          >
            <Stack gap="xs" h="100%">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Title order={3} size="h4">
                  {plan.planDescription}
                </Title>
                {plan.isCurrent && <Badge color="blue.8">Current plan</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {planKind(plan)}
              </Text>
              <Text fw={700}>{planPrice(plan, options.displayGstInclusive)}</Text>
              <Text size="sm">{planDataText(plan)}</Text>
              {plan.descriptionTexts.length > 0 && (
                <List size="sm" spacing={2}>
                  {plan.descriptionTexts.map((text) => (
                    <List.Item key={text}>{text}</List.Item>
                  ))}
                </List>
              )}
              {plan.unavailableReason !== null && !plan.isCurrent ? (
                <Stack gap={4} mt="auto">
                  <Badge color="gray.7" variant="outline" w="fit-content">
                    Not available
                  </Badge>
                  <Text size="sm" id={`unavailable-${plan.planKey}`}>
                    {plan.unavailableReason}
                  </Text>
                </Stack>
              ) : (
                <PlanChoiceButton
                  planName={plan.planDescription}
                  isCurrent={plan.isCurrent}
                  disabled={busy}
                  onChoose={
                    canChange
                      ? () => {
                          onChoose(plan);
                        }
                      : null
                  }
                />
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
