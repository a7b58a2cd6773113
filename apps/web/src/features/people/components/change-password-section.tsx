import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSWORD_MESSAGES } from '@portal/contracts';
import { failureMessage, isApiError, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { changePasswordMutationOptions } from '../api/password-queries';
import { validateChangePassword } from './change-password-form';
import type { ChangePasswordErrors, ChangePasswordForm } from './change-password-form';
import { PASSWORD_RULE_HINT, PasswordStrength } from '../../../shared/passwords';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Where a refused change belongs: under a field when the server names one, else above the form. */
function serverErrors(error: unknown): { fields: ChangePasswordErrors; general: string | null } {
  if (isApiError(error) && error.status === 400 && error.detail !== null) {
    const fields: ChangePasswordErrors =
      error.detail === PASSWORD_MESSAGES.wrongOldPassword
        ? { currentPassword: error.detail }
        : { newPassword: error.detail };
    return { fields, general: null };
  }
  return { fields: {}, general: failureMessage(error, PLEASE_TRY_AGAIN) };
}

/** "Change your password" on /account/my-details. */
export function ChangePasswordSection({ userGuid }: { userGuid: string }) {
  const [form, setForm] = useState<ChangePasswordForm>(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const change = useMutation(changePasswordMutationOptions(userGuid));
  const refused = change.isError ? serverErrors(change.error) : { fields: {}, general: null };
  const shown: ChangePasswordErrors = { ...refused.fields, ...errors };

  const edit =
    (field: keyof ChangePasswordForm) => (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
      if (change.isError || change.isSuccess) change.reset();
    };

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = validateChangePassword(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { oldPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          setForm(EMPTY);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      mt="lg"
      component="section"
      aria-labelledby="change-password"
    >
      <Title order={2} size="h3" id="change-password" mb="sm">
        Change your password
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          {change.isSuccess && (
            <Alert color="green" role="status">
              <Text size="sm">{PASSWORD_MESSAGES.changed}</Text>
              <Text size="sm">{PASSWORD_MESSAGES.otherDevicesSignedOut}</Text>
            </Alert>
          )}
          {refused.general !== null && (
            <Alert color="red" title="Oops, something went wrong" role="alert">
              {refused.general}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={edit('currentPassword')}
            error={shown.currentPassword}
            required
          />
          <Stack gap={6}>
            <PasswordInput
              label="New password"
              description={PASSWORD_RULE_HINT}
              autoComplete="new-password"
              value={form.newPassword}
              onChange={edit('newPassword')}
              error={shown.newPassword}
              required
            />
            <PasswordStrength password={form.newPassword} />
          </Stack>
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={edit('confirmPassword')}
            error={shown.confirmPassword}
            required
          />
          <Text size="sm" c="dimmed">
            You stay signed in here after the change.
          </Text>
          <Button
            type="submit"
            loading={change.isPending}
            disabled={change.isPending}
            w="fit-content"
          >
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
