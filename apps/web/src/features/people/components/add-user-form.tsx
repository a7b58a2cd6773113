import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_MESSAGES } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { Notice } from '../../../shared/ui/notice';
import { addAuthorisedUserMutationOptions } from '../api/account-people-queries';
import {
  EMPTY_ADD_USER_FORM,
  addUserRequestOf,
  validateAddUser,
  type AddUserForm,
} from '../api/add-user-rules';
import { notifySuccess } from './notify-success';
import { ResumedNotice } from '../../../shared/step-up';
import { NzDateInput } from '../../../shared/ui/nz-date-input';
import { SubmitButton } from '../../../shared/ui/submit-button';

/**
 * Invites an authorised user: they get view access (AccountRead) and show as pending. `kept`
 * is what was typed before signing in again (decision 052): the form opens filled in with it.
 */
export function AddUserForm({
  accountCode,
  onDone,
  kept = null,
}: {
  accountCode: string;
  onDone: () => void;
  kept?: AddUserForm | null;
}) {
  const queryClient = useQueryClient();
  const add = useMutation(addAuthorisedUserMutationOptions(queryClient, accountCode));
  const form = useForm<AddUserForm>({
    mode: 'controlled',
    initialValues: kept ?? EMPTY_ADD_USER_FORM,
    validate: (values) => validateAddUser(values, toNzDateKey(new Date())),
    validateInputOnBlur: true,
    onValuesChange: () => {
      if (add.isError) add.reset();
    },
  });

  const submit = form.onSubmit((values) => {
    if (add.isPending) return;
    add.mutate(addUserRequestOf(values, accountCode), {
      onSuccess: (pending) => {
        notifySuccess(
          `${USER_MESSAGES.added} ${pending.firstName} ${pending.lastName} is pending until they accept the invitation sent to ${pending.email}.`,
        );
        form.reset();
        onDone();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add an authorised user">
      <Stack gap="md">
        {kept !== null && !add.isError && <ResumedNotice finish="Add user" />}
        {add.isError && (
          <Notice color="red" role="alert" title="Uh oh, something went wrong.">
            {failureMessage(add.error, USER_MESSAGES.notSaved)}
          </Notice>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="off"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="off"
            required
            {...form.getInputProps('lastName')}
          />
          <NzDateInput
            label="Date of birth"
            autoComplete="off"
            required
            {...form.getInputProps('dateOfBirth')}
            value={form.getValues().dateOfBirth}
            onChange={(event) => {
              // The date field hands on the ISO day, not an input's event.
              form.setFieldValue('dateOfBirth', event.currentTarget.value);
            }}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            description="We send the invitation here"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Mobile number"
            type="tel"
            autoComplete="off"
            description="e.g. 021 123 4567"
            required
            {...form.getInputProps('mobileNumber')}
          />
        </SimpleGrid>
        <Group gap="sm">
          <SubmitButton pending={add.isPending}>Add user</SubmitButton>
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
