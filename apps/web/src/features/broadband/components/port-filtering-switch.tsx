import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { portFilteringQueryOptions, useSetPortFiltering } from '../api/broadband-queries';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

interface PortFilteringSwitchProps {
  accountCode: string;
  serviceId: string;
  canChange: boolean;
}

/**
 * Port filtering (spec section 4: a status that can be set). On, the network blocks inbound
 * connections on ports that worms and spam use; off suits people who run their own servers.
 */
export function PortFilteringSwitch({
  accountCode,
  serviceId,
  canChange,
}: PortFilteringSwitchProps) {
  const query = useQuery(portFilteringQueryOptions(accountCode, serviceId));
  const set = useSetPortFiltering(accountCode, serviceId);
  if (query.isPending) return <LoadingSkeleton height={48} label="Loading port filtering" />;
  if (query.isError) {
    return (
      <Text size="sm" c="red.8">
        Port filtering could not be loaded. Try reloading the page or come back later.
      </Text>
    );
  }
  const on = query.data.status === 'Enabled';
  return (
    <Stack gap={4}>
      <Switch
        label="Port filtering"
        checked={on}
        disabled={!canChange || set.isPending}
        onChange={(event) => {
          const status = event.currentTarget.checked ? 'Enabled' : 'Disabled';
          set.mutate(status, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: status === 'Enabled' ? 'Port filtering is on.' : 'Port filtering is off.',
              });
            },
            onError: () => {
              notifications.show({
                color: 'red',
                title: 'Uh oh, something went wrong.',
                message: 'Port filtering could not be changed. Please try again.',
              });
            },
          });
        }}
        description={
          on
            ? 'On: we block incoming connections on ports often used by viruses and spam (such as 25, 135-139 and 445). Best for most homes.'
            : 'Off: every port is open to incoming connections. Only for people who run their own mail, game or web server.'
        }
      />
      {!canChange && <ViewOnlyNotice unavailable="change port filtering" />}
    </Stack>
  );
}
