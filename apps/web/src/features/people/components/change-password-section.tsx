import { Alert, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MESSAGES } from '@portal/contracts';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { PASSWORD_RULE_HINT } from '../../../shared/passwords';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { HEADING_SCROLL_MARGIN } from '../../../shared/ui/titled-section';
import { useChangePasswordForm } from './use-change-password-form';

/** "Change your password" on /account/my-details. */
export function ChangePasswordSection({ userGuid }: { userGuid: string }) {
  const { change, generalRefusal, field, submit } = useChangePasswordForm(userGuid);

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      mt="lg"
      component="section"
      aria-labelledby="change-password"
    >
      <Title
        order={2}
        size="h3"
        id="change-password"
        mb="sm"
        style={{ scrollMarginTop: HEADING_SCROLL_MARGIN }}
      >
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
          {generalRefusal !== null && (
            <Alert color="red" title="Oops, something went wrong" role="alert">
              {generalRefusal}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...field('currentPassword')}
            required
          />
          <NewPasswordFields
            changing
            hint={PASSWORD_RULE_HINT}
            meter="Password strength"
            password={field('newPassword')}
            confirm={field('confirmPassword')}
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
