import { Alert, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MESSAGES } from '@portal/contracts';
import { failureMessage, isApiError, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { changePasswordMutationOptions } from '../api/password-queries';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { changePasswordFormSchema } from './change-password-form';
import type { ChangePasswordErrors, ChangePasswordForm } from './change-password-form';
import { PASSWORD_RULE_HINT, PasswordStrength } from '../../../shared/passwords';
import { SubmitButton } from '../../../shared/ui/submit-button';

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
  const change = useMutation(changePasswordMutationOptions(userGuid));
  const form = useForm<ChangePasswordForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaValidate(changePasswordFormSchema),
    onValuesChange: () => {
      if (change.isError || change.isSuccess) change.reset();
    },
  });
  const refused = change.isError ? serverErrors(change.error) : { fields: {}, general: null };
  // The server's refusal lasts until the next edit; the form's own checks come on top.
  const field = (name: keyof ChangePasswordForm) => ({
    ...form.getInputProps(name),
    error: form.errors[name] ?? refused.fields[name],
  });

  const submit = form.onSubmit((values) => {
    change.mutate(
      { oldPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset();
        },
      },
    );
  });

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
            {...field('currentPassword')}
            required
          />
          <Stack gap={6}>
            <PasswordInput
              label="New password"
              description={PASSWORD_RULE_HINT}
              autoComplete="new-password"
              {...field('newPassword')}
              required
            />
            <PasswordStrength password={form.getValues().newPassword} />
          </Stack>
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...field('confirmPassword')}
            required
          />
          <Text size="sm" c="dimmed">
            You stay signed in here after the change.
          </Text>
          <SubmitButton pending={change.isPending}>Change password</SubmitButton>
        </Stack>
      </form>
    </Paper>
  );
}
