import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { INVITATION_MESSAGES, type Invitation } from '@portal/contracts';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { PASSWORD_RULE_HINT } from '../../../shared/passwords';
import { Notice } from '../../../shared/ui/notice';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { SignInToAccept } from './sign-in-to-accept';
import { useNewLogInForm } from './use-new-log-in-form';

/**
 * For an invitee who is not signed in: make a log-in for the invited email, or, if they
 * have one already, sign in to accept on it.
 */
export function NewLogInForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const { form, create, refused, submit } = useNewLogInForm(token);

  if (invitation.hasLogIn) {
    return (
      <Notice color="blue" title="You already have a log-in" mt="lg">
        <Stack gap="sm">
          <Text>{INVITATION_MESSAGES.hasLogIn}</Text>
          <SignInToAccept label="Sign in to accept" />
        </Stack>
      </Notice>
    );
  }
  if (create.isSuccess) {
    return (
      <Notice color="green" title="Invitation accepted" role="status" mt="lg">
        <Stack gap="sm">
          <Text>
            {INVITATION_MESSAGES.logInCreated} Use {invitation.email} and the password you chose.
          </Text>
          <Button component={Link} to="/login" w="fit-content">
            Sign in
          </Button>
        </Stack>
      </Notice>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" mt="lg" component="section" aria-labelledby="new-log-in">
      <Title order={2} size="h3" id="new-log-in" mb="xs">
        Create your log-in
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="new-log-in">
        <Stack gap="md" maw={420}>
          {refused.general !== undefined && (
            <Alert color="red" title="Oops, something went wrong" role="alert">
              {refused.general}
            </Alert>
          )}
          <TextInput label="Email" value={invitation.email} readOnly autoComplete="username" />
          <NewPasswordFields
            changing={false}
            hint={PASSWORD_RULE_HINT}
            password={{
              ...form.getInputProps('password'),
              // The server's refusal of the password shows until the next edit.
              error: form.errors.password ?? refused.password,
            }}
            confirm={form.getInputProps('confirmPassword')}
          />
          <SubmitButton pending={create.isPending}>Create log-in and accept</SubmitButton>
          <Text size="sm">
            Already have a log-in with another email?{' '}
            <Anchor
              renderRoot={(rootProps) => (
                <Link {...rootProps} to="/login" search={{ redirect: '/invitation' }} />
              )}
              fw={600}
            >
              Sign in to accept on it
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
