import { Alert, Button, Group, Skeleton, Stepper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhoneNumber } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { newLineOptionsQueryOptions } from '../api/ordering-queries';
import { HardwareStep } from './hardware-step';
import {
  EMPTY_NEW_LINE,
  NEW_LINE_STEPS,
  orderedNumber,
  stepErrors,
  type NewLineForm,
} from './new-line-model';
import { NumberStep } from './number-step';
import { PlanStep } from './plan-step';
import { ReviewStep } from './review-step';
import { usePlaceOrder } from './use-place-order';
import { LoadingStack } from '../../../../shared/ui/loading-stack';

/** Plan, number, SIM and delivery, review: one primary button per step. */
export function NewLineOrderForm({ accountCode }: { accountCode: string }) {
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

  if (options.isPending) {
    return (
      <LoadingStack gap="md" label="Loading plans and numbers">
        <Skeleton height={40} radius="md" />
        <Skeleton height={240} radius="md" />
      </LoadingStack>
    );
  }
  if (options.isError) {
    return (
      <Alert color="red" title="Oops, something went wrong" role="alert">
        <Text size="sm" mb="sm">
          We couldn't load the plans and numbers. Try reloading the page or come back later.
        </Text>
        <Button size="xs" variant="white" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const data = options.data;

  const values = form.getValues();
  const errors = form.errors;
  const change = <K extends keyof NewLineForm>(field: K, value: NewLineForm[K]) => {
    form.setValues({ [field]: value });
    form.clearFieldError(field);
    place.reset();
  };
  const next = form.onSubmit((checked) => {
    if (step < NEW_LINE_STEPS.length - 1) setStep(step + 1);
    else place.mutate(checked);
  });
  const last = step === NEW_LINE_STEPS.length - 1;

  return (
    <form onSubmit={next} noValidate aria-label="Add a mobile connection">
      <Stepper
        active={step}
        onStepClick={(index) => {
          if (index < step) setStep(index);
        }}
        size="sm"
      >
        <Stepper.Step label={NEW_LINE_STEPS[0]}>
          <PlanStep
            plans={data.plans}
            value={values.planKey}
            error={errors.planKey}
            displayGstInclusiveValues={data.displayGstInclusiveValues}
            onChange={(planKey) => {
              change('planKey', planKey);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={NEW_LINE_STEPS[1]}>
          <NumberStep
            form={values}
            errors={errors}
            numbers={data.numbers}
            providers={data.providers}
            onChange={change}
          />
        </Stepper.Step>
        <Stepper.Step label={NEW_LINE_STEPS[2]}>
          <HardwareStep
            form={values}
            errors={errors}
            hardware={data.hardware}
            displayGstInclusiveValues={data.displayGstInclusiveValues}
            onChange={change}
          />
        </Stepper.Step>
        <Stepper.Step label={NEW_LINE_STEPS[3]}>
          <ReviewStep form={values} options={data} />
        </Stepper.Step>
      </Stepper>
      {place.isError && (
        <Alert color="red" title="Your order was not placed" role="alert" mt="md" maw={560}>
          {failureMessage(place.error, PLEASE_TRY_AGAIN)}
        </Alert>
      )}
      <Group mt="lg">
        {step > 0 && (
          <Button
            variant="default"
            onClick={() => {
              setStep(step - 1);
            }}
            disabled={place.isPending}
          >
            Back
          </Button>
        )}
        <Button type="submit" loading={place.isPending} disabled={place.isPending}>
          {last ? 'Place order' : 'Next'}
        </Button>
      </Group>
    </form>
  );
}
