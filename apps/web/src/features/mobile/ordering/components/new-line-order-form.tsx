import { Alert, Button, Group, Skeleton, Stepper, Text } from '@mantine/core';
import type { NewLineOptions } from '@portal/contracts';
import { ResumedNotice, useResumedAction } from '../../../../shared/step-up';
import { keptNewLineForm } from './kept-new-line';
import type { NewLineForm } from './new-line-model';
import { newLineOrderKey } from './use-place-order';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { HardwareStep } from './hardware-step';
import { NEW_LINE_STEPS } from './new-line-model';
import { NumberStep } from './number-step';
import { PlanStep } from './plan-step';
import { ReviewStep } from './review-step';
import { useNewLineOrder } from './use-new-line-order';
import { LoadingStack } from '../../../../shared/ui/loading-stack';
import { SubmitButton } from '../../../../shared/ui/submit-button';

/**
 * Takes an order kept while the person signed in again, once the choices it is checked
 * against have loaded (so it is mounted only then).
 */
function KeptOrder(props: {
  accountCode: string;
  options: NewLineOptions;
  onKept: (form: NewLineForm) => void;
}) {
  useResumedAction(newLineOrderKey(props.accountCode), (kept) => {
    const form = keptNewLineForm(kept, props.options);
    if (form !== null) props.onKept(form);
  });
  return null;
}

/** Plan, number, SIM and delivery, review: one primary button per step. */
export function NewLineOrderForm({ accountCode }: { accountCode: string }) {
  const { options, form, step, setStep, last, place, change, next, resumed, resume } =
    useNewLineOrder(accountCode);

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

  return (
    <form onSubmit={next} noValidate aria-label="Add a mobile connection">
      <KeptOrder accountCode={accountCode} options={data} onKept={resume} />
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
          <ReviewStep accountCode={accountCode} form={values} options={data} />
        </Stepper.Step>
      </Stepper>
      {resumed && last && !place.isError && (
        <ResumedNotice finish="Place order" mt="md" maw={560} />
      )}
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
        <SubmitButton pending={place.isPending}>{last ? 'Place order' : 'Next'}</SubmitButton>
      </Group>
    </form>
  );
}
