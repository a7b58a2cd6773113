import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PowerOrderResult, PowerPlans } from '@portal/contracts';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { usePlanChangeOrder } from '../../../shared/plan-change';
import { planChangeMutationOptions } from '../api/power-queries';
import {
  EMPTY_PLAN_CHANGE,
  otherPlans,
  planChangeFormSchema,
  startDateOf,
  type PlanChangeValues,
} from './change-plan-model';

/**
 * The power plan change: the plan and start date form, its review and the order (decision
 * 040's plan change order, one key per attempt).
 */
export function usePowerPlanChange(accountCode: string, choices: PowerPlans) {
  const queryClient = useQueryClient();
  const { order, place } = usePlanChangeOrder(planChangeMutationOptions(queryClient, accountCode));
  const form = useForm<PlanChangeValues>({
    mode: 'controlled',
    initialValues: EMPTY_PLAN_CHANGE,
    validate: schemaValidate(planChangeFormSchema(choices)),
  });
  const [reviewing, setReviewing] = useState(false);
  const [placed, setPlaced] = useState<PowerOrderResult | null>(null);
  const { planKey } = form.values;
  const startDate = startDateOf(form.values, choices);
  const chosen = otherPlans(choices).find((plan) => plan.planKey === planKey);

  const review = () => {
    if (!form.validate().hasErrors) setReviewing(true);
  };
  const back = () => {
    setReviewing(false);
    order.reset();
  };
  const confirm = () => {
    place(
      { planKey, startDate },
      {
        onSuccess: (result) => {
          setPlaced(result);
          setReviewing(false);
        },
      },
    );
  };
  return { form, order, chosen, startDate, reviewing, placed, review, back, confirm };
}
