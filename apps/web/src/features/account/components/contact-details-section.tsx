import { Alert, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTACT_NAME_MAX_LENGTH, formatPhoneNumber, normaliseMobileNumber } from '@portal/domain';
import { contactInformationRequestSchema, type Account } from '@portal/contracts';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { contactInformationMutationOptions } from '../api/my-details-queries';
import { contactFormOf, contactSaveFailure, type ContactForm } from '../api/details-forms';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';

const orNull = (value: string) => (value.trim() === '' ? null : normaliseMobileNumber(value));

/** Contact name, phone and mobile numbers (PUT contactInformation). */
export function ContactDetailsSection({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<ContactForm>(() => contactFormOf(account));
  const save = useMutation(contactInformationMutationOptions(queryClient, account.accountCode));
  const form = useForm<ContactForm>({
    mode: 'controlled',
    initialValues: saved,
    validate: schemaValidate(contactInformationRequestSchema),
    validateInputOnBlur: true,
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });
  const general = save.isError
    ? contactSaveFailure(save.error, form.getValues(), saved).general
    : [];

  const submit = (values: ContactForm) => {
    save.mutate(
      {
        contactName: values.contactName.trim(),
        phoneNumber: orNull(values.phoneNumber),
        mobileNumber: orNull(values.mobileNumber),
      },
      {
        onSuccess: (stored) => {
          // Show the numbers as stored, grouped for reading (ux.md).
          const shownAsSaved: ContactForm = {
            contactName: stored.contactName,
            phoneNumber: stored.phoneNumber === null ? '' : formatPhoneNumber(stored.phoneNumber),
            mobileNumber:
              stored.mobileNumber === null ? '' : formatPhoneNumber(stored.mobileNumber),
          };
          setSaved(shownAsSaved);
          form.setValues(shownAsSaved);
          notifications.show({
            color: 'green',
            title: 'Details saved',
            message: 'Your contact details have been saved.',
          });
        },
        // A refusal the server pins on a field goes under that field.
        onError: (error) => {
          form.setErrors(contactSaveFailure(error, values, saved).fields);
        },
      },
    );
  };

  return (
    <TitledSection id="contact-details" title="Contact details">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md" maw={420}>
          {general.length > 0 && (
            <Alert color="red" title="Uh oh, something went wrong." role="alert">
              {general.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          )}
          <TextInput
            label="Contact name"
            description={`Up to ${String(CONTACT_NAME_MAX_LENGTH)} characters`}
            autoComplete="name"
            required
            {...form.getInputProps('contactName')}
          />
          <TextInput
            label="Phone number"
            description="A landline or mobile, e.g. 09 123 4567"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput
            label="Mobile number"
            description="e.g. 021 123 4567"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('mobileNumber')}
          />
          <SubmitButton pending={save.isPending}>Save contact details</SubmitButton>
        </Stack>
      </form>
    </TitledSection>
  );
}
