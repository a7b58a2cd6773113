import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PowerOrderResult, PowerPlans } from '@portal/contracts';
import { useIdempotencyKey } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { icpLookupQueryOptions, signUpMutationOptions } from '../api/power-queries';
import {
  emptySignUpForm,
  signUpFormSchema,
  signUpRequestOf,
  type SignUpValues,
} from './sign-up-model';

/**
 * The sign-up form, the ICPs found at the address typed (looked up once typing pauses), the
 * review and the order: one key per attempt, reused when the same sign-up is sent again.
 */
export function useSignUpForm(
  accountCode: string,
  choices: PowerPlans,
  defaultAddress: string,
  onPlaced: (order: PowerOrderResult) => void,
) {
  const queryClient = useQueryClient();
  const order = useMutation(signUpMutationOptions(queryClient, accountCode));
  const keys = useIdempotencyKey();
  const [reviewing, setReviewing] = useState(false);
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: emptySignUpForm(defaultAddress),
  });
  // Another address has other ICPs: the choice starts again. The ICP is chosen or typed, and
  // its message, under either field, goes once either is changed.
  form.watch('address', () => {
    form.setFieldValue('icpChoice', '');
  });
  form.watch('icpChoice', () => {
    form.clearFieldError('manualIcp');
  });
  form.watch('manualIcp', () => {
    form.clearFieldError('icpChoice');
  });
  const [searched] = useDebouncedValue(form.values.address.trim(), 400);
  const lookup = useQuery(icpLookupQueryOptions(accountCode, searched));
  const found = lookup.data ?? [];
  const request = signUpRequestOf(form.values);
  const plan = choices.plans.find((candidate) => candidate.planKey === form.values.planKey);

  const review = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    // The ICP's rule depends on what was found at the address the form holds, so the rules
    // are built as the person asks for the review, not when the form is made.
    const errors = schemaValidate(signUpFormSchema(choices.today, found.length))(form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    order.reset();
    setReviewing(true);
  };
  const confirm = () => {
    order.mutate(
      { request, key: keys.keyFor(request) },
      {
        onSuccess: onPlaced,
        onSettled: (_result, error) => {
          keys.settle(error);
        },
      },
    );
  };
  return { form, lookup, found, request, plan, reviewing, setReviewing, order, review, confirm };
}
