import { Alert, Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@portal/contracts';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { billingDetailsMutationOptions } from '../api/my-details-queries';
import {
  billingFormOf,
  billingRequestOf,
  validateBillingForm,
  type BillingForm,
} from '../api/details-forms';

/** Billing email and billing address (PUT billingDetails). */
export function BillingDetailsSection({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const save = useMutation(billingDetailsMutationOptions(queryClient, account.accountCode));
  const form = useForm<BillingForm>({
    mode: 'controlled',
    initialValues: billingFormOf(account),
    validate: validateBillingForm,
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
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="billing-details">
      <Title order={2} size="h3" id="billing-details" mb="sm">
        Billing details
      </Title>
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
          <TextInput
            label="Street address"
            autoComplete="address-line1"
            required
            {...form.getInputProps('address1')}
          />
          <TextInput
            label="Suburb"
            autoComplete="address-line2"
            {...form.getInputProps('address2')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Town or city"
              autoComplete="address-level2"
              {...form.getInputProps('locationName')}
            />
            <TextInput
              label="Region"
              autoComplete="address-level1"
              {...form.getInputProps('state')}
            />
            <TextInput
              label="Post code"
              inputMode="numeric"
              autoComplete="postal-code"
              {...form.getInputProps('postCode')}
            />
            <TextInput
              label="Country"
              autoComplete="country-name"
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
          <Button type="submit" loading={save.isPending} disabled={save.isPending} w="fit-content">
            Save billing details
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
