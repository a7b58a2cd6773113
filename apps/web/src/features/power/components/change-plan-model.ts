import { z } from 'zod';
import type { PowerPlans } from '@portal/contracts';
import { checkPowerStartDate } from '@portal/domain';
import type { StartChoice } from './start-date-fields';

/** What the plan change form holds, as chosen and typed. */
export interface PlanChangeValues {
  planKey: string;
  /** From the next bill date, or from `date`. */
  choice: StartChoice;
  date: string;
}

export const EMPTY_PLAN_CHANGE: PlanChangeValues = { planKey: '', choice: 'nextBill', date: '' };

/** The next bill date, where a plan change may start on it; otherwise null. */
export function usableNextBill(choices: PowerPlans): string | null {
  const next = choices.nextBillDate;
  return next !== null && checkPowerStartDate(next, choices.today).ok && next <= choices.latestDate
    ? next
    : null;
}

/** The day the new plan starts: the next bill date when chosen and usable, else the date typed. */
export function startDateOf(values: PlanChangeValues, choices: PowerPlans): string {
  const nextBill = usableNextBill(choices);
  return values.choice === 'nextBill' && nextBill !== null ? nextBill : values.date;
}

/** The plans to change to: every plan but the one the account is on. */
export function otherPlans(choices: PowerPlans) {
  return choices.plans.filter((plan) => plan.planKey !== choices.currentPlanKey);
}

/**
 * The form's rules (decision 039): one of the other plans, and the domain's start date
 * check of the day the change would start, named by the date field.
 */
export function planChangeFormSchema(choices: PowerPlans) {
  const offered = otherPlans(choices).map((plan) => plan.planKey);
  return z
    .object({ planKey: z.string(), choice: z.enum(['nextBill', 'chosen']), date: z.string() })
    .superRefine((values, context) => {
      if (!offered.includes(values.planKey)) {
        context.addIssue({ code: 'custom', path: ['planKey'], message: 'Please choose a plan.' });
      }
      const date = checkPowerStartDate(startDateOf(values, choices), choices.today);
      if (!date.ok) context.addIssue({ code: 'custom', path: ['date'], message: date.message });
    });
}
