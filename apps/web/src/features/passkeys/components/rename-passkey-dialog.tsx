import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  PASSKEY_MESSAGES,
  PASSKEY_NAME_MAX,
  passkeyNameSchema,
  type Passkey,
} from '@portal/contracts';
import { failureMessage } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { DialogFrame } from '../../../shared/ui/dialog-frame';
import { Notice } from '../../../shared/ui/notice';
import { renamePasskeyMutationOptions } from '../api/passkey-queries';
import { notifyPasskeyChange } from './notify-passkey-change';

const renameSchema = z.object({ name: passkeyNameSchema });

/** "Rename passkey": one field, the request's own rule (1 to 60 characters). */
export function RenamePasskeyDialog({
  userGuid,
  passkey,
  onClose,
}: {
  userGuid: string;
  passkey: Passkey;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const rename = useMutation(renamePasskeyMutationOptions(queryClient, userGuid));
  const form = useForm<{ name: string }>({
    mode: 'controlled',
    initialValues: { name: passkey.name },
    validate: schemaValidate(renameSchema),
  });
  const close = () => {
    if (!rename.isPending) onClose();
  };
  const submit = form.onSubmit((values) => {
    if (rename.isPending) return;
    rename.mutate(
      { id: passkey.id, name: values.name.trim() },
      {
        onSuccess: () => {
          notifyPasskeyChange(PASSKEY_MESSAGES.renamed);
          onClose();
        },
      },
    );
  });

  return (
    <DialogFrame
      opened
      onClose={close}
      closable={!rename.isPending}
      withCloseButton
      title="Rename passkey"
      notice={
        rename.isError && (
          <Notice color="red" role="alert" title="Oops, something went wrong">
            {failureMessage(rename.error, 'The passkey was not renamed. Please try again.')}
          </Notice>
        )
      }
      buttons={
        <>
          <Button variant="default" onClick={close} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="rename-passkey" loading={rename.isPending}>
            Save name
          </Button>
        </>
      }
    >
      <form id="rename-passkey" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Passkey name"
            description={`Something you will recognise, such as the device it is on. Up to ${String(PASSKEY_NAME_MAX)} characters.`}
            maxLength={PASSKEY_NAME_MAX}
            data-autofocus
            {...form.getInputProps('name')}
            onChange={(event) => {
              form.setFieldValue('name', event.currentTarget.value);
              rename.reset();
            }}
          />
        </Stack>
      </form>
    </DialogFrame>
  );
}
