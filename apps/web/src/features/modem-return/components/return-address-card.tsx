import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  formatReturnAddress,
  returnAddressSchema,
  type ModemReturn,
  type ReturnAddress,
} from '@portal/contracts';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { Notice } from '../../../shared/ui/notice';
import { confirmModemReturnMutationOptions } from '../api/modem-return-queries';
import { AddressFields } from '../../../shared/forms/address-fields';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { addressOf, formOf, type ReturnAddressForm } from '../api/return-address-form';
import { returnTokenStore } from '../api/return-token-store';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';

interface ReturnAddressCardProps {
  token: string;
  modemReturn: ModemReturn;
}

/** The address on file, confirmed as it is or corrected in a form, then thanks. */
export function ReturnAddressCard({ token, modemReturn }: ReturnAddressCardProps) {
  const confirm = useMutation(confirmModemReturnMutationOptions());
  const [editing, setEditing] = useState(false);
  const form = useForm<ReturnAddressForm>({
    mode: 'controlled',
    initialValues: formOf(modemReturn.deliveryAddress),
    validate: schemaValidate(returnAddressSchema),
    validateInputOnBlur: true,
  });

  const send = (deliveryAddress: ReturnAddress) => {
    confirm.mutate({ token, deliveryAddress }, { onSuccess: returnTokenStore.forget });
  };

  if (confirm.isSuccess) {
    return (
      <Notice color="green" title="Thanks, your address is confirmed" role="status">
        <Text>
          We will send your return bag to {formatReturnAddress(confirm.data.deliveryAddress)}.
        </Text>
        <Text size="sm" mt="xs">
          This link has now been used.
        </Text>
      </Notice>
    );
  }

  return (
    <TitledSection title="Return bag delivery address">
      {confirm.isError && (
        <Notice color="red" title="Oops, something went wrong" role="alert" mb="md">
          {failureMessage(confirm.error, PLEASE_TRY_AGAIN)}
        </Notice>
      )}
      {editing ? (
        <form
          onSubmit={form.onSubmit((values) => {
            send(addressOf(values));
          })}
          noValidate
        >
          <Stack gap="md" maw={560}>
            <AddressFields
              parts={{
                street: form.getInputProps('address1'),
                unit: form.getInputProps('address2'),
                suburb: form.getInputProps('address3'),
                city: form.getInputProps('locationName'),
                postCode: form.getInputProps('postCode'),
              }}
              required={['street', 'city', 'postCode']}
            />
            <Group gap="sm">
              <SubmitButton pending={confirm.isPending}>Confirm new address</SubmitButton>
              <Button
                variant="default"
                disabled={confirm.isPending}
                onClick={() => {
                  form.reset();
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            We will send the bag for returning your modem here:
          </Text>
          <Text fw={600} component="address" style={{ fontStyle: 'normal' }}>
            {formatReturnAddress(modemReturn.deliveryAddress)}
          </Text>
          <Group gap="sm">
            <Button
              loading={confirm.isPending}
              disabled={confirm.isPending}
              onClick={() => {
                send(modemReturn.deliveryAddress);
              }}
            >
              Confirm this address
            </Button>
            <Button
              variant="default"
              disabled={confirm.isPending}
              onClick={() => {
                setEditing(true);
              }}
            >
              Change the address
            </Button>
          </Group>
        </Stack>
      )}
    </TitledSection>
  );
}
