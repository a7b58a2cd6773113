import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_MESSAGES, type Mailbox } from '@portal/contracts';
import { Notice } from '../../../shared/ui/notice';
import { mailboxPasswordMutationOptions } from '../api/email-queries';
import {
  MAILBOX_PASSWORD_HINT,
  mailboxPasswordFormSchema,
  type MailboxPasswordForm,
} from '../api/mailbox-forms';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { showSuccess } from './show-success';
import { SubmitButton } from '../../../shared/ui/submit-button';

interface ChangeMailboxPasswordProps {
  accountCode: string;
  /** The mailbox whose password is being changed; null keeps the dialog closed. */
  mailbox: Mailbox | null;
  onClose: () => void;
}

/** A new password for one mailbox, in a dialog; the page says so once it is saved. */
export function ChangeMailboxPassword({
  accountCode,
  mailbox,
  onClose,
}: ChangeMailboxPasswordProps) {
  const save = useMutation(mailboxPasswordMutationOptions(accountCode));
  const form = useForm<MailboxPasswordForm>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaValidate(mailboxPasswordFormSchema),
    validateInputOnBlur: true,
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });
  const close = () => {
    if (save.isPending) return;
    form.reset();
    save.reset();
    onClose();
  };
  const submit = (values: MailboxPasswordForm) => {
    if (mailbox === null) return;
    save.mutate(
      { mailboxId: mailbox.id, password: values.password },
      {
        onSuccess: () => {
          close();
          showSuccess(EMAIL_MESSAGES.passwordUpdated);
        },
      },
    );
  };
  return (
    <Modal.Root
      opened={mailbox !== null}
      onClose={close}
      centered
      closeOnClickOutside={!save.isPending}
      closeOnEscape={!save.isPending}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* As in ConfirmDialog: Mantine's <header> would be a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={700} fz="lg">
            Change mailbox password
          </Modal.Title>
          {!save.isPending && <Modal.CloseButton aria-label="Close" />}
        </Modal.Header>
        <Modal.Body>
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="md">
              <Text style={{ overflowWrap: 'anywhere' }}>
                New password for <strong>{mailbox?.emailAddress}</strong>
              </Text>
              {save.isError && (
                <Notice color="red" title="Oops, something went wrong" role="alert">
                  {failureMessage(save.error, PLEASE_TRY_AGAIN)}
                </Notice>
              )}
              <NewPasswordFields
                changing
                hint={MAILBOX_PASSWORD_HINT}
                meter="Mailbox password strength"
                autoFocus
                password={form.getInputProps('password')}
                confirm={form.getInputProps('confirmPassword')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close} disabled={save.isPending}>
                  Cancel
                </Button>
                <SubmitButton pending={save.isPending}>Save password</SubmitButton>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
