import { notifications } from '@mantine/notifications';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhoneNumber } from '@portal/domain';
import { newLineOptionsQueryOptions } from '../api/ordering-queries';
import { EMPTY_NEW_LINE, NEW_LINE_STEPS, orderedNumber, stepErrors } from './new-line-model';
import type { NewLineForm } from './new-line-model';
import { usePlaceOrder } from './use-place-order';

/**
 * The new line's choices (plans, numbers, hardware), the form, the step it is at and the
 * order: each Next checks only the step on screen; the last places the order, and a placed
 * order is announced and the form starts again.
 */
export function useNewLineOrder(accountCode: string) {
  const options = useQuery(newLineOptionsQueryOptions(accountCode));
  const [step, setStep] = useState(0);
  const form = useForm<NewLineForm>({
    mode: 'controlled',
    initialValues: EMPTY_NEW_LINE,
    // Only the step on screen is checked; later steps are not filled in yet.
    validate: (values) => stepErrors(step, values),
  });
  const place = usePlaceOrder(accountCode, (placed) => {
    notifications.show({
      color: 'green',
      closeButtonProps: { 'aria-label': 'Close notification' },
      message: `Your order for ${formatPhoneNumber(orderedNumber(placed))} has been placed.`,
    });
    form.reset();
    setStep(0);
  });

  const change = <K extends keyof NewLineForm>(field: K, value: NewLineForm[K]) => {
    form.setValues({ [field]: value });
    form.clearFieldError(field);
    place.reset();
  };
  const last = step === NEW_LINE_STEPS.length - 1;
  const next = form.onSubmit((checked) => {
    if (last) place.mutate(checked);
    else setStep(step + 1);
  });
  return { options, form, step, setStep, last, place, change, next };
}
