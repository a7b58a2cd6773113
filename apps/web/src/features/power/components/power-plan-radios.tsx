import { Radio, Stack } from '@mantine/core';
import type { PowerPlan } from '@portal/contracts';
import { rateText } from '../power-format';

/**
 * The power plans offered, one radio each with its description and rates, inside a
 * Radio.Group of the sign-up or the plan change.
 */
export function PowerPlanRadios({
  plans,
  inclusive,
}: {
  plans: readonly PowerPlan[];
  /** Rates are shown with GST where the account's prices are. */
  inclusive: boolean;
}) {
  return (
    <Stack gap="sm" mt="xs">
      {plans.map((plan) => (
        <Radio
          key={plan.planKey}
          value={plan.planKey}
          label={plan.name}
          description={`${plan.description} ${plan.rates
            .map((rate) => rateText(rate, inclusive))
            .join(', ')}.`}
        />
      ))}
    </Stack>
  );
}
