import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AlternateContact } from '@portal/contracts';
import { useCanChangeAccount } from '../../../shared/accounts';
import { failureMessage } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { Notice } from '../../../shared/ui/notice';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';
import {
  alternateContactQueryOptions,
  removeAlternateContactMutationOptions,
  saveAlternateContactMutationOptions,
} from '../api/alternate-contact-queries';
import {
  alternateContactFormOf,
  alternateContactFormSchema,
  alternateContactRequestOf,
  type AlternateContactForm,
} from './alternate-contact-model';

const DESCRIPTION =
  'Someone you trust, such as a family member or a budgeting adviser, whom we also tell when a bill is due or a payment does not go through, so they can help if paying gets hard.';

/** The account owner's alternate contact (decision 063); an authorised user sees nothing here. */
export function AlternateContactSection({ accountCode }: { accountCode: string }) {
  const canChange = useCanChangeAccount(accountCode);
  if (!canChange) return null;
  return (
    <TitledSection title="Alternate contact" description={DESCRIPTION} id="alternate-contact">
      <AlternateContactBody accountCode={accountCode} />
    </TitledSection>
  );
}

function AlternateContactBody({ accountCode }: { accountCode: string }) {
  const query = useQuery(alternateContactQueryOptions(accountCode));
  const [editing, setEditing] = useState(false);
  if (query.isPending)
    return <LoadingSkeleton height={80} label="Loading your alternate contact" />;
  if (query.isError) {
    return <LoadFailed what="your alternate contact" onRetry={() => void query.refetch()} />;
  }
  const saved = query.data;
  if (saved !== null && !editing) {
    return (
      <SavedContact
        accountCode={accountCode}
        contact={saved}
        onChange={() => {
          setEditing(true);
        }}
      />
    );
  }
  return (
    <ContactForm
      accountCode={accountCode}
      saved={saved}
      onDone={() => {
        setEditing(false);
      }}
    />
  );
}

function SavedContact({
  accountCode,
  contact,
  onChange,
}: {
  accountCode: string;
  contact: AlternateContact;
  onChange: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation(removeAlternateContactMutationOptions(queryClient, accountCode));
  const reach = [contact.email, contact.mobileNumber].filter((value) => value !== null).join(', ');
  return (
    <Stack gap="sm">
      <Text size="sm">
        <strong>{contact.name}</strong> ({contact.relationship}): {reach}
      </Text>
      {remove.isError && (
        <Notice color="red" title="Not removed" role="alert">
          {failureMessage(remove.error, 'Please try again.')}
        </Notice>
      )}
      <Group>
        <Button variant="light" onClick={onChange}>
          Change alternate contact
        </Button>
        <Button
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => {
            if (!remove.isPending) remove.mutate();
          }}
        >
          Remove alternate contact
        </Button>
      </Group>
    </Stack>
  );
}

function ContactForm({
  accountCode,
  saved,
  onDone,
}: {
  accountCode: string;
  saved: AlternateContact | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useMutation(saveAlternateContactMutationOptions(queryClient, accountCode));
  const form = useForm<AlternateContactForm>({
    mode: 'controlled',
    initialValues: alternateContactFormOf(saved),
    validate: schemaValidate(alternateContactFormSchema),
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });
  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(alternateContactRequestOf(values), { onSuccess: onDone });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={520}>
        {save.isError && (
          <Notice color="red" title="Not saved" role="alert">
            {failureMessage(save.error, 'Please try again.')}
          </Notice>
        )}
        <TextInput label="Their name" required maxLength={100} {...form.getInputProps('name')} />
        <TextInput
          label="How they are related to you"
          description="For example: daughter, friend, budgeting adviser"
          required
          maxLength={100}
          {...form.getInputProps('relationship')}
        />
        <TextInput
          label="Their email"
          type="email"
          description="An email address, a mobile number, or both"
          {...form.getInputProps('email')}
        />
        <TextInput label="Their mobile number" type="tel" {...form.getInputProps('mobileNumber')} />
        <Checkbox
          label="They have agreed to be my alternate contact and to get these messages"
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <SubmitButton pending={save.isPending}>Save alternate contact</SubmitButton>
      </Stack>
    </form>
  );
}

/** Staff on an opened account: the alternate contact flag, by name. */
export function StaffAlternateContact({ accountCode }: { accountCode: string }) {
  const query = useQuery(alternateContactQueryOptions(accountCode));
  const contact = query.data;
  return (
    <Text size="sm">
      <strong>Alternate contact:</strong>{' '}
      {query.isPending
        ? 'loading…'
        : query.isError
          ? 'could not be loaded. Please try again.'
          : contact === null || contact === undefined
            ? 'none'
            : `${contact.name} (${contact.relationship}), ${[contact.email, contact.mobileNumber]
                .filter((value) => value !== null)
                .join(', ')}`}
    </Text>
  );
}
