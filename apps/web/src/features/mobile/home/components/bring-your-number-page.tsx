import { Button, Checkbox, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PORT_IN_PROVIDERS, type MobileManagementOrder } from '@portal/contracts';
import { normaliseMobileNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { useAccountSelection } from '../../../../shared/session';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { portInMutationOptions } from '../../shared';
import { useCanChangeAccount } from '../../../../shared/accounts';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';
import { PortInResult, PortInReview } from './port-in-review';
import { emptyForm, validatePortForm, type PortErrors, type PortForm } from './port-form';

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
  const [form, setForm] = useState<PortForm>(emptyForm);
  const [errors, setErrors] = useState<PortErrors>({});
  const [done, setDone] = useState<MobileManagementOrder | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const mutation = useMutation(portInMutationOptions(accountCode));
  const canChange = useCanChangeAccount(accountCode);
  const set = <K extends keyof PortForm>(field: K, value: PortForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (done !== null) {
    return <PortInResult form={form} orderId={done.orderId} />;
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
      onSubmit={(event) => {
        event.preventDefault();
        const found = validatePortForm(form);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        mutation.reset();
        setReviewing(true);
      }}
    >
      <Stack gap="md">
        <NativeSelect
          label="Current provider"
          value={form.currentProvider}
          onChange={(event) => {
            set('currentProvider', event.currentTarget.value);
          }}
          data={[{ value: '', label: 'Choose your provider' }, ...PORT_IN_PROVIDERS]}
          error={errors.currentProvider}
        />
        <TextInput
          label="Mobile number"
          inputMode="tel"
          autoComplete="tel-national"
          value={form.mobileNumber}
          onChange={(event) => {
            set('mobileNumber', event.currentTarget.value);
          }}
          error={errors.mobileNumber}
        />
        <TextInput
          label="Account number with your current provider"
          value={form.providerAccountNumber}
          onChange={(event) => {
            set('providerAccountNumber', event.currentTarget.value);
          }}
          error={errors.providerAccountNumber}
        />
        <TextInput
          label="Account holder name"
          autoComplete="name"
          value={form.accountHolderName}
          onChange={(event) => {
            set('accountHolderName', event.currentTarget.value);
          }}
          error={errors.accountHolderName}
        />
        <Checkbox
          label="I am the account holder (or allowed to act for them) and I authorise you to transfer this number to my account"
          checked={form.authorityGranted}
          onChange={(event) => {
            set('authorityGranted', event.currentTarget.checked);
          }}
          error={errors.authorityGranted}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          Review request
        </Button>
      </Stack>
      {reviewing && (
        <PortInReview
          form={form}
          pending={mutation.isPending}
          error={mutation.isError ? failureMessage(mutation.error, PLEASE_TRY_AGAIN) : null}
          onBack={() => {
            setReviewing(false);
          }}
          onConfirm={() => {
            mutation.mutate(
              { ...form, mobileNumber: normaliseMobileNumber(form.mobileNumber) },
              { onSuccess: setDone },
            );
          }}
        />
      )}
    </Paper>
  );
}
