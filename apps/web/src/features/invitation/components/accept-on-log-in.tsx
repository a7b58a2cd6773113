import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATION_MESSAGES } from '@portal/contracts';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { sessionKeys } from '../../../shared/session';
import { Notice } from '../../../shared/ui/notice';
import { acceptAsSignedInMutationOptions, invitationTokenStore } from '../api/invitation-queries';

/** For a signed-in invitee: accept on this log-in, then go and see the account. */
export function AcceptOnLogIn({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const accept = useMutation(acceptAsSignedInMutationOptions());

  if (accept.isSuccess) {
    return (
      <Notice color="green" title="Invitation accepted" role="status" mt="lg">
        <Stack gap="sm">
          <Text>{INVITATION_MESSAGES.accepted(accept.data.accountName)}</Text>
          {/* A full load, so the dashboard starts from the log-in's new claims. */}
          <Button
            component="a"
            href={`/?accountCode=${encodeURIComponent(accept.data.accountCode)}`}
            w="fit-content"
          >
            See {accept.data.accountName}
          </Button>
        </Stack>
      </Notice>
    );
  }
  const refusal = accept.isError ? failureMessage(accept.error, PLEASE_TRY_AGAIN) : null;
  return (
    <Paper withBorder p="lg" radius="md" mt="lg" component="section" aria-labelledby="accept">
      <Title order={2} size="h3" id="accept" mb="xs">
        Accept on your log-in
      </Title>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">You are signed in. The account will be added to your log-in.</Text>
        {refusal !== null && (
          <Notice color="red" title="We could not accept the invitation" role="alert">
            {refusal}
          </Notice>
        )}
        <Button
          loading={accept.isPending}
          onClick={() => {
            accept.mutate(token, {
              onSuccess: () => {
                invitationTokenStore.forget();
                void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
              },
            });
          }}
        >
          Accept invitation
        </Button>
      </Stack>
    </Paper>
  );
}
