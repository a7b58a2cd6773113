import { Alert, Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Account } from '@portal/contracts';
import { isApiError } from '../../../shared/api';
import { billingDetailsMutationOptions } from '../api/my-details-api';
import {
  billingFormOf,
  billingRequestOf,
  validateBillingField,
  validateBillingForm,
  type BillingErrors,
  type BillingForm,
} from '../api/details-forms';

/** Billing email and billing address (PUT billingDetails). */
export function BillingDetailsSection({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BillingForm>(() => billingFormOf(account));
  const [errors, setErrors] = useState<BillingErrors>({});
  const save = useMutation(billingDetailsMutationOptions(queryClient, account.accountCode));

  const field = (name: keyof BillingForm) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
      if (save.isError) save.reset();
    },
    onBlur: () => {
      setErrors((previous) => ({ ...previous, [name]: validateBillingField(name, form[name]) }));
    },
  });

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = validateBillingForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(billingRequestOf(form, account), {
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
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="billing-details">
      <Title order={2} size="h3" id="billing-details" mb="sm">
        Billing details
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={560}>
          {save.isError && (
            <Alert color="red" title="Uh oh, something went wrong." role="alert">
              {isApiError(save.error) && save.error.status === 400
                ? 'Please check the details below and try again.'
                : 'Please try again.'}
            </Alert>
          )}
          <TextInput
            label="Billing email"
            description="Where we send your bills"
            type="email"
            autoComplete="email"
            required
            {...field('billingEmail')}
          />
          <TextInput
            label="Street address"
            autoComplete="address-line1"
            required
            {...field('address1')}
          />
          <TextInput label="Suburb" autoComplete="address-line2" {...field('address2')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Town or city"
              autoComplete="address-level2"
              {...field('locationName')}
            />
            <TextInput label="Region" autoComplete="address-level1" {...field('state')} />
            <TextInput
              label="Post code"
              inputMode="numeric"
              autoComplete="postal-code"
              {...field('postCode')}
            />
            <TextInput label="Country" autoComplete="country-name" {...field('country')} />
          </SimpleGrid>
          <Button type="submit" loading={save.isPending} disabled={save.isPending} w="fit-content">
            Save billing details
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
