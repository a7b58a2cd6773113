import { z } from 'zod';
import {
  newLineHardwareKeySchema,
  numberChoiceSchema,
  type NewLineOptions,
} from '@portal/contracts';
import { NEW_LINE_STEPS, stepErrors, type NewLineForm } from './new-line-model';

const text = z.string().max(200);

/** The form's shape, field by field: a kept value from storage is trusted no further. */
const newLineFormSchema = z.strictObject({
  planKey: text,
  numberChoice: numberChoiceSchema,
  newNumber: text,
  portNumber: text,
  currentProvider: text,
  accountNumber: text,
  authority: z.boolean(),
  hardware: newLineHardwareKeySchema,
  street: text,
  suburb: text,
  city: text,
  postCode: text,
  recipientName: text,
  recipientPhone: text,
});

/**
 * An order kept while the person signed in again (decision 052), read back from
 * sessionStorage: the form when it has the form's shape, passes every step's rules and
 * chooses only what `options` offers now (a plan, a free number, hardware, a provider),
 * else null (the form starts empty).
 */
export function keptNewLineForm(kept: unknown, options: NewLineOptions): NewLineForm | null {
  const parsed = newLineFormSchema.safeParse(kept);
  if (!parsed.success) return null;
  const form = parsed.data;
  const steps = NEW_LINE_STEPS.map((_name, step) => step);
  if (steps.some((step) => Object.keys(stepErrors(step, form)).length > 0)) return null;
  const offered =
    options.plans.some((plan) => plan.planKey === form.planKey) &&
    options.hardware.some((each) => each.key === form.hardware) &&
    (form.numberChoice === 'NewNumber'
      ? options.numbers.includes(form.newNumber)
      : options.providers.includes(form.currentProvider));
  return offered ? form : null;
}
