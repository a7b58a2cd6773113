import { useState } from 'react';
import { Alert, Button, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api/failure-message';
import { secondFactorResetMutationOptions } from '../api/staff-queries';

/**
 * Recovery of a colleague's second factor (decisions 054, 056): their email and why; their
 * app secret and staff passkeys are removed and they are signed out everywhere, and they set
 * up a second step again at their next sign-in. Nobody resets their own.
 */
export function SecondFactorReset() {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const reset = useMutation({
    ...secondFactorResetMutationOptions(),
    onSuccess: () => {
      setEmail('');
      setReason('');
    },
  });
  const ready = email.trim().length >= 3 && reason.trim().length >= 5;

  return (
    <Stack gap="sm" component="section" aria-labelledby="second-factor-reset-title">
      <Title order={2} size="h3" id="second-factor-reset-title">
        Reset a colleague’s second factor
      </Title>
      <Text>
        When a colleague has lost the phone or device they use for their second step, reset it here:
        their authenticator app and passkeys stop working and they are signed out everywhere. They
        set up a new one the next time they sign in. You can’t reset your own: ask a colleague.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          reset.mutate({ email: email.trim(), reason: reason.trim() });
        }}
      >
        <Stack gap="sm" maw={480}>
          <TextInput
            label="Colleague’s staff email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
            required
          />
          <Textarea
            label="Why"
            description="Recorded in the audit log with your name, e.g. “Lost phone, ticket 4411”"
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
            }}
            minLength={5}
            maxLength={500}
            minRows={2}
            required
          />
          <div>
            <Button type="submit" disabled={!ready} loading={reset.isPending}>
              Reset second factor
            </Button>
          </div>
        </Stack>
      </form>
      {reset.isSuccess && (
        <Alert color="green" title="Second factor reset" role="status">
          {reset.data.name} ({reset.data.email}) is signed out everywhere and will set up a new
          second step at their next sign-in.
        </Alert>
      )}
      {reset.isError && (
        <Alert color="red" title="The second factor was not reset" role="alert">
          {failureMessage(reset.error, PLEASE_TRY_AGAIN)}
        </Alert>
      )}
    </Stack>
  );
}
