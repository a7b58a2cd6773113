import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenSession } from '@portal/contracts';
import { failureMessage } from '../../../../shared/api';
import { Notice } from '../../../../shared/ui/notice';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { TitledSection } from '../../../../shared/ui/titled-section';
import {
  endOtherSessionsMutationOptions,
  endSessionMutationOptions,
  openSessionsQueryOptions,
} from '../api/activity-queries';
import { deviceText, METHOD_WORDS, whenText } from './activity-words';

/** The heading's id: My details links to it from its index. */
const HEADING_ID = 'signed-in-now';

function sessionText(session: OpenSession): string {
  const how = session.method === null ? '' : ` ${METHOD_WORDS[session.method]}`;
  return `${deviceText(session.browser, session.device)}, signed in ${whenText(session.signedInAt)}${how}`;
}

/** "Where you're signed in", with "Sign out everywhere else" and a sign-out for each. */
export function OpenSessionsSection({ userGuid }: { userGuid: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery(openSessionsQueryOptions(userGuid));
  const endOthers = useMutation(endOtherSessionsMutationOptions(queryClient, userGuid));
  const endOne = useMutation(endSessionMutationOptions(queryClient, userGuid));
  const others = sessions.data?.sessions.filter((session) => !session.isCurrent) ?? [];
  const failed = endOthers.error ?? endOne.error;
  return (
    <TitledSection
      id={HEADING_ID}
      title="Where you’re signed in"
      description="The browsers and devices signed in to your log-in now. Sign out any you do not know, then change your password."
    >
      <Stack gap="md">
        {endOthers.isSuccess && (
          <Notice color="green" role="status" title="Signed out">
            <Text size="sm">
              {endOthers.data.ended === 1
                ? 'You signed out 1 other device.'
                : `You signed out ${String(endOthers.data.ended)} other devices.`}
            </Text>
          </Notice>
        )}
        {endOne.isSuccess && !endOthers.isSuccess && (
          <Notice color="green" role="status" title="Signed out">
            <Text size="sm">That device is signed out.</Text>
          </Notice>
        )}
        {failed !== null && (
          <Notice color="red" role="alert" title="Oops, something went wrong">
            <Text size="sm">{failureMessage(failed, 'Please try again.')}</Text>
          </Notice>
        )}
        {sessions.isPending ? (
          <LoadingSkeleton height={60} label="Loading where you are signed in" />
        ) : sessions.isError ? (
          <LoadFailed what="where you are signed in" onRetry={() => void sessions.refetch()} />
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={HEADING_ID}
          >
            {sessions.data.sessions.map((session) => (
              <Group component="li" key={session.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">{sessionText(session)}</Text>
                {session.isCurrent ? (
                  <Badge variant="light" color="brand">
                    This device
                  </Badge>
                ) : (
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={`Sign out ${sessionText(session)}`}
                    disabled={endOne.isPending || endOthers.isPending}
                    onClick={() => {
                      endOthers.reset();
                      endOne.mutate(session.id);
                    }}
                  >
                    Sign out
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {others.length === 0 && sessions.isSuccess ? (
          <Text size="sm">You are not signed in anywhere else.</Text>
        ) : (
          <Button
            w="fit-content"
            loading={endOthers.isPending}
            disabled={sessions.isPending || endOne.isPending || endOthers.isPending}
            onClick={() => {
              endOne.reset();
              endOthers.mutate();
            }}
          >
            Sign out everywhere else
          </Button>
        )}
      </Stack>
    </TitledSection>
  );
}
