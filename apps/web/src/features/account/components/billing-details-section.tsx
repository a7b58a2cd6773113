import { Alert, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@portal/contracts';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { AddressFields } from '../../../shared/forms/address-fields';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { billingDetailsMutationOptions } from '../api/my-details-queries';
import {
  billingFormOf,
  billingRequestOf,
  billingFormSchema,
  type BillingForm,
} from '../api/details-forms';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';

/** Billing email and billing address (PUT billingDetails). */
export function BillingDetailsSection({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const save = useMutation(billingDetailsMutationOptions(queryClient, account.accountCode));
  const form = useForm<BillingForm>({
    mode: 'controlled',
    initialValues: billingFormOf(account),
    validate: schemaValidate(billingFormSchema),
    validateInputOnBlur: true,
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });

  const submit = (values: BillingForm) => {
    save.mutate(billingRequestOf(values, account), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Details saved',
          message: 'Your billing details have been saved.',
        });
      },
    });
  };

  return (
    <TitledSection id="billing-details" title="Billing details">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md" maw={560}>
          {save.isError && (
            <Alert color="red" title="Uh oh, something went wrong." role="alert">
              {failureMessage(save.error, PLEASE_TRY_AGAIN)}
            </Alert>
          )}
          <TextInput
            label="Billing email"
            description="Where we send your bills"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('billingEmail')}
          />
          <AddressFields
            parts={{
              street: form.getInputProps('address1'),
              suburb: form.getInputProps('address2'),
              city: form.getInputProps('locationName'),
              region: form.getInputProps('state'),
              postCode: form.getInputProps('postCode'),
              country: form.getInputProps('country'),
            }}
            required={['street']}
          />
          <SubmitButton pending={save.isPending}>Save billing details</SubmitButton>
        </Stack>
      </form>
    </TitledSection>
  );
}
