import { Alert, Button, Group, Skeleton, Stepper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
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
  type NewLineErrors,
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
  const [form, setForm] = useState<NewLineForm>(EMPTY_NEW_LINE);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<NewLineErrors>({});
  const place = usePlaceOrder(accountCode, (placed) => {
    notifications.show({
      color: 'green',
      closeButtonProps: { 'aria-label': 'Close notification' },
      message: `Your order for ${formatPhoneNumber(orderedNumber(placed))} has been placed.`,
    });
    setForm(EMPTY_NEW_LINE);
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

  const change = <K extends keyof NewLineForm>(field: K, value: NewLineForm[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    place.reset();
  };
  const next = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = stepErrors(step, form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (step < NEW_LINE_STEPS.length - 1) setStep(step + 1);
    else place.mutate(form);
  };
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
            value={form.planKey}
            error={errors.planKey}
            displayGstInclusiveValues={data.displayGstInclusiveValues}
            onChange={(planKey) => {
              change('planKey', planKey);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={NEW_LINE_STEPS[1]}>
          <NumberStep
            form={form}
            errors={errors}
            numbers={data.numbers}
            providers={data.providers}
            onChange={change}
          />
        </Stepper.Step>
        <Stepper.Step label={NEW_LINE_STEPS[2]}>
          <HardwareStep
            form={form}
            errors={errors}
            hardware={data.hardware}
            displayGstInclusiveValues={data.displayGstInclusiveValues}
            onChange={change}
          />
        </Stepper.Step>
        <Stepper.Step label={NEW_LINE_STEPS[3]}>
          <ReviewStep form={form} options={data} />
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
