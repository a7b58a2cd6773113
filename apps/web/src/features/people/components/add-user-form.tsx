import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { USER_MESSAGES } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { Notice } from '../../../shared/ui/notice';
import { addAuthorisedUserMutationOptions } from '../api/account-people-queries';
import {
  EMPTY_ADD_USER_FORM,
  addUserRequestOf,
  validateAddUser,
  type AddUserErrors,
  type AddUserForm,
} from '../api/add-user-rules';
import { notifySuccess } from './notify-success';
import { NzDateInput } from '../../../shared/ui/nz-date-input';

/** Invites an authorised user: they get view access (AccountRead) and show as pending. */
export function AddUserForm({ accountCode, onDone }: { accountCode: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AddUserForm>(EMPTY_ADD_USER_FORM);
  const [errors, setErrors] = useState<AddUserErrors>({});
  const add = useMutation(addAuthorisedUserMutationOptions(queryClient, accountCode));

  const field = (name: keyof AddUserForm) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
      if (add.isError) add.reset();
    },
    onBlur: () => {
      if (form[name] === '') return;
      const found = validateAddUser(form, toNzDateKey(new Date()))[name];
      setErrors((previous) => ({ ...previous, [name]: found }));
    },
  });

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (add.isPending) return;
    const found = validateAddUser(form, toNzDateKey(new Date()));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(addUserRequestOf(form, accountCode), {
      onSuccess: (pending) => {
        notifySuccess(
          `${USER_MESSAGES.added} ${pending.firstName} ${pending.lastName} is pending until they accept the invitation sent to ${pending.email}.`,
        );
        setForm(EMPTY_ADD_USER_FORM);
        onDone();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an authorised user">
      <Stack gap="md">
        {add.isError && (
          <Notice color="red" role="alert" title="Uh oh, something went wrong.">
            {failureMessage(add.error, USER_MESSAGES.notSaved)}
          </Notice>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="off" required {...field('firstName')} />
          <TextInput label="Last name" autoComplete="off" required {...field('lastName')} />
          <NzDateInput
            label="Date of birth"
            autoComplete="off"
            required
            {...field('dateOfBirth')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            description="We send the invitation here"
            required
            {...field('email')}
          />
          <TextInput
            label="Mobile number"
            type="tel"
            autoComplete="off"
            description="e.g. 021 123 4567"
            required
            {...field('mobileNumber')}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={add.isPending} disabled={add.isPending}>
            Add user
          </Button>
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
