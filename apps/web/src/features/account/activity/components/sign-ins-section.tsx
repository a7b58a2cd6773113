import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { TitledSection } from '../../../../shared/ui/titled-section';
import { signInsQueryOptions } from '../api/activity-queries';
import { deviceText, METHOD_WORDS, whenText } from './activity-words';

/** The heading's id: My details links to it from its index. */
const HEADING_ID = 'recent-sign-ins';

/** "Recent sign-ins": the person's own, newest first, from the last year. */
export function SignInsSection({ userGuid }: { userGuid: string }) {
  const signIns = useQuery(signInsQueryOptions(userGuid));
  return (
    <TitledSection
      id={HEADING_ID}
      title="Recent sign-ins"
      description="Each time your log-in signed in over the last 12 months, newest first. If one was not you, change your password."
    >
      {signIns.isPending ? (
        <LoadingSkeleton height={60} label="Loading your sign-ins" />
      ) : signIns.isError ? (
        <LoadFailed what="your sign-ins" onRetry={() => void signIns.refetch()} />
      ) : signIns.data.signIns.length === 0 ? (
        <Text size="sm">No sign-ins are recorded yet.</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby={HEADING_ID}
        >
          {signIns.data.signIns.map((signIn, index) => (
            // The list is the server's, newest first; its order is each row's identity.
            <li key={index}>
              <Text size="sm">
                <Text span fw={600}>
                  {whenText(signIn.at)}
                </Text>
                {': '}
                {deviceText(signIn.browser, signIn.device)}, {METHOD_WORDS[signIn.method]}
                {signIn.network === null ? '' : `, from network ${signIn.network}`}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}
