import type { PowerPlan } from '@portal/contracts';
import { RadioOptions } from '../../../shared/ui/radio-choices';
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
    <RadioOptions
      gap="sm"
      options={plans.map((plan) => ({
        value: plan.planKey,
        label: plan.name,
        description: `${plan.description} ${plan.rates
          .map((rate) => rateText(rate, inclusive))
          .join(', ')}.`,
      }))}
    />
  );
}
