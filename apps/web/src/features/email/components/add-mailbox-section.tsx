import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MESSAGES, type EmailProduct } from '@portal/contracts';
import { Notice } from '../../../shared/ui/notice';
import { createMailboxMutationOptions } from '../api/email-queries';
import {
  addMailboxFormSchema,
  MAILBOX_PASSWORD_HINT,
  type AddMailboxForm,
} from '../api/mailbox-forms';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { showSuccess } from './show-success';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';

interface AddMailboxSectionProps {
  accountCode: string;
  product: EmailProduct;
  mailboxCount: number;
}

const EMPTY: AddMailboxForm = { localPart: '', displayName: '', password: '', confirmPassword: '' };

/** A new mailbox on the product's domain, while the product has room for one. */
export function AddMailboxSection({ accountCode, product, mailboxCount }: AddMailboxSectionProps) {
  const queryClient = useQueryClient();
  const create = useMutation(createMailboxMutationOptions(queryClient, accountCode));
  const form = useForm<AddMailboxForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaValidate(addMailboxFormSchema),
    validateInputOnBlur: true,
    onValuesChange: () => {
      if (create.isError) create.reset();
    },
  });
  const full = mailboxCount >= product.mailboxLimit;

  const submit = (values: AddMailboxForm) => {
    const displayName = values.displayName.trim();
    create.mutate(
      {
        localPart: values.localPart.trim().toLowerCase(),
        displayName: displayName === '' ? null : displayName,
        password: values.password,
      },
      {
        onSuccess: (mailbox) => {
          form.setValues(EMPTY);
          form.resetDirty();
          showSuccess(`${mailbox.emailAddress} is ready to use.`);
        },
      },
    );
  };

  return (
    <TitledSection title="Add a mailbox">
      {full ? (
        <Text>{EMAIL_MESSAGES.limitReached} Remove a mailbox to add another.</Text>
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md" maw={460}>
            {create.isError && (
              <Notice color="red" title="Uh oh, something went wrong." role="alert">
                {failureMessage(create.error, PLEASE_TRY_AGAIN)}
              </Notice>
            )}
            <TextInput
              label="Email address"
              description={`The part before @${product.domain}`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              rightSection={
                <Text size="sm" c="dimmed">
                  @{product.domain}
                </Text>
              }
              rightSectionWidth={Math.max(120, product.domain.length * 8 + 24)}
              rightSectionPointerEvents="none"
              {...form.getInputProps('localPart')}
            />
            <TextInput
              label="Display name"
              description={`Optional, up to ${String(DISPLAY_NAME_MAX_LENGTH)} characters; shown to people you email`}
              autoComplete="off"
              {...form.getInputProps('displayName')}
            />
            <NewPasswordFields
              changing={false}
              hint={MAILBOX_PASSWORD_HINT}
              meter="Mailbox password strength"
              password={form.getInputProps('password')}
              confirm={form.getInputProps('confirmPassword')}
            />
            <SubmitButton pending={create.isPending}>Add mailbox</SubmitButton>
          </Stack>
        </form>
      )}
    </TitledSection>
  );
}
