import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTACT_NAME_MAX_LENGTH, formatPhoneNumber, normaliseMobileNumber } from '@portal/domain';
import type { Account } from '@portal/contracts';
import { contactInformationMutationOptions } from '../api/my-details-api';
import {
  contactFormOf,
  contactSaveFailure,
  validateContactField,
  validateContactForm,
  type ContactErrors,
  type ContactForm,
} from '../api/details-forms';

const orNull = (value: string) => (value.trim() === '' ? null : normaliseMobileNumber(value));

/** Contact name, phone and mobile numbers (PUT contactInformation). */
export function ContactDetailsSection({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<ContactForm>(() => contactFormOf(account));
  const [form, setForm] = useState<ContactForm>(saved);
  const [errors, setErrors] = useState<ContactErrors>({});
  const save = useMutation(contactInformationMutationOptions(queryClient, account.accountCode));
  const failure = save.isError ? contactSaveFailure(save.error, form, saved) : null;
  const shown: ContactErrors = { ...failure?.fields, ...errors };

  const field = (name: keyof ContactForm) => ({
    value: form[name],
    error: shown[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
      if (save.isError) save.reset();
    },
    onBlur: () => {
      setErrors((previous) => ({ ...previous, [name]: validateContactField(name, form[name]) }));
    },
  });

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = validateContactForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        contactName: form.contactName.trim(),
        phoneNumber: orNull(form.phoneNumber),
        mobileNumber: orNull(form.mobileNumber),
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
          setForm(shownAsSaved);
          notifications.show({
            color: 'green',
            title: 'Details saved',
            message: 'Your contact details have been saved.',
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-details">
      <Title order={2} size="h3" id="contact-details" mb="sm">
        Contact details
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {failure !== null && failure.general.length > 0 && (
            <Alert color="red" title="Uh oh, something went wrong." role="alert">
              {failure.general.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          )}
          <TextInput
            label="Contact name"
            description={`Up to ${String(CONTACT_NAME_MAX_LENGTH)} characters`}
            autoComplete="name"
            required
            {...field('contactName')}
          />
          <TextInput
            label="Phone number"
            description="A landline or mobile, e.g. 09 123 4567"
            type="tel"
            autoComplete="tel"
            {...field('phoneNumber')}
          />
          <TextInput
            label="Mobile number"
            description="e.g. 021 123 4567"
            type="tel"
            autoComplete="tel"
            {...field('mobileNumber')}
          />
          <Button type="submit" loading={save.isPending} disabled={save.isPending} w="fit-content">
            Save contact details
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
