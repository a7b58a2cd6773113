import { Button, Checkbox, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PORT_IN_PROVIDERS, type MobileManagementOrder } from '@portal/contracts';
import { normaliseMobileNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { useAccountSelection } from '../../../../shared/session';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { portInMutationOptions } from '../../shared';
import { portInKey } from '../../shared/mobile-line-queries';
import { useResumedAction } from '../../../../shared/step-up';
import { useCanChangeAccount } from '../../../../shared/accounts';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';
import { PortInResult, PortInReview } from './port-in-review';
import { emptyForm, keptPortForm, portFormSchema, type PortForm } from './port-form';

/** /mobile/bring-your-number: ask to move a number to us from another provider. */
export function BringYourNumberPage() {
  const { accountCode } = useAccountSelection();
  return (
    <>
      <PageHeader routeKey="mobile-bring-your-number" />
      {accountCode === null ? (
        <Text>No account is selected.</Text>
      ) : (
        <BringYourNumberForm key={accountCode} accountCode={accountCode} />
      )}
    </>
  );
}

function BringYourNumberForm({ accountCode }: { accountCode: string }) {
  const form = useForm<PortForm>({
    mode: 'controlled',
    initialValues: emptyForm,
    validate: schemaValidate(portFormSchema),
  });
  const [done, setDone] = useState<MobileManagementOrder | null>(null);
  const [reviewing, setReviewing] = useState(false);
  // Back from signing in again: the review of the same request, to send it at one click.
  const [resumed, setResumed] = useState(false);
  useResumedAction(portInKey(accountCode), (kept) => {
    const values = keptPortForm(kept);
    if (values === null) return;
    form.setValues(values);
    setResumed(true);
    setReviewing(true);
  });
  const mutation = useMutation(portInMutationOptions(accountCode));
  const canChange = useCanChangeAccount(accountCode);
  const values = form.getValues();

  if (done !== null) {
    return <PortInResult form={values} orderId={done.orderId} />;
  }
  if (!canChange) {
    return <ViewOnlyNotice unavailable="bring a number to this account" />;
  }
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      maw={560}
      component="form"
      noValidate
      aria-label="Bring your number"
      onSubmit={form.onSubmit(() => {
        mutation.reset();
        setReviewing(true);
      })}
    >
      <Stack gap="md">
        <NativeSelect
          label="Current provider"
          data={[{ value: '', label: 'Choose your provider' }, ...PORT_IN_PROVIDERS]}
          {...form.getInputProps('currentProvider')}
        />
        <TextInput
          label="Mobile number"
          inputMode="tel"
          autoComplete="tel-national"
          {...form.getInputProps('mobileNumber')}
        />
        <TextInput
          label="Account number with your current provider"
          {...form.getInputProps('providerAccountNumber')}
        />
        <TextInput
          label="Account holder name"
          autoComplete="name"
          {...form.getInputProps('accountHolderName')}
        />
        <Checkbox
          label="I am the account holder (or allowed to act for them) and I authorise you to transfer this number to my account"
          {...form.getInputProps('authorityGranted', { type: 'checkbox' })}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          Review request
        </Button>
      </Stack>
      {reviewing && (
        <PortInReview
          form={values}
          pending={mutation.isPending}
          error={mutation.isError ? failureMessage(mutation.error, PLEASE_TRY_AGAIN) : null}
          resumed={resumed}
          onBack={() => {
            setResumed(false);
            setReviewing(false);
          }}
          onConfirm={() => {
            mutation.mutate(
              { ...values, mobileNumber: normaliseMobileNumber(values.mobileNumber) },
              { onSuccess: setDone },
            );
          }}
        />
      )}
    </Paper>
  );
}
