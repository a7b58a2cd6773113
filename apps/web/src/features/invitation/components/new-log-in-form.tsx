import {
  Alert,
  Anchor,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { INVITATION_MESSAGES, type Invitation } from '@portal/contracts';
import { failureMessage, isApiError, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { PASSWORD_RULE_HINT } from '../../../shared/passwords';
import { Notice } from '../../../shared/ui/notice';
import { acceptWithNewLogInMutationOptions, invitationTokenStore } from '../api/invitation-queries';
import { newLogInFormSchema, type NewLogInForm } from './new-log-in-model';
import { SignInToAccept } from './sign-in-to-accept';

/** A refusal about the password goes under its field; anything else above the form. */
function refusalOf(error: unknown): { password?: string; general?: string } {
  if (isApiError(error) && error.status === 400 && error.detail !== null) {
    return { password: error.detail };
  }
  return { general: failureMessage(error, PLEASE_TRY_AGAIN) };
}

/**
 * For an invitee who is not signed in: make a log-in for the invited email, or, if they
 * have one already, sign in to accept on it.
 */
export function NewLogInForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const create = useMutation(acceptWithNewLogInMutationOptions());
  const form = useForm<NewLogInForm>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaValidate(newLogInFormSchema),
    onValuesChange: () => {
      if (create.isError) create.reset();
    },
  });

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

  const refused = create.isError ? refusalOf(create.error) : {};
  const submit = form.onSubmit(({ password }) => {
    create.mutate({ token, password }, { onSuccess: invitationTokenStore.forget });
  });

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
          <PasswordInput
            label="Password"
            description={PASSWORD_RULE_HINT}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            // The server's refusal of the password shows until the next edit.
            error={form.errors.password ?? refused.password}
            required
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
            required
          />
          <Button type="submit" loading={create.isPending} w="fit-content">
            Create log-in and accept
          </Button>
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
