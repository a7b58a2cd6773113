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
 * order is announced and the form starts again. `resume` opens the review of a kept order.
 */
export function useNewLineOrder(accountCode: string) {
  const options = useQuery(newLineOptionsQueryOptions(accountCode));
  const [step, goToStep] = useState(0);
  // Back from signing in again with the order kept: its review, to place it at one click.
  const [resumed, setResumed] = useState(false);
  const setStep = (next: number) => {
    setResumed(false);
    goToStep(next);
  };
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
  const resume = (kept: NewLineForm) => {
    form.setValues(kept);
    goToStep(NEW_LINE_STEPS.length - 1);
    setResumed(true);
  };
  const next = form.onSubmit((checked) => {
    if (last) place.mutate(checked);
    else setStep(step + 1);
  });
  return { options, form, step, setStep, last, place, change, next, resumed, resume };
}
