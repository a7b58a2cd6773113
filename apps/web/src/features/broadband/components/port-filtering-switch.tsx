import { Button, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PortFiltering } from '@portal/contracts';
import { failureMessage } from '../../../shared/api';
import { portFilteringMutationOptions, portFilteringQueryOptions } from '../api/broadband-queries';
import { ChangeResult } from '../../../shared/ui/change-result';
import { isRepeatClick } from '../../../shared/ui/repeat-click';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { Notice } from '../../../shared/ui/notice';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

type Status = PortFiltering['status'];

interface PortFilteringSwitchProps {
  accountCode: string;
  serviceId: string;
  canChange: boolean;
}

const meaning = (status: Status) =>
  status === 'Enabled'
    ? 'On: we block incoming connections on ports often used by viruses and spam (such as 25, 135-139 and 445). Best for most homes.'
    : 'Off: every port is open to incoming connections. Only for people who run their own mail, game or web server.';

/**
 * Port filtering (spec section 4: a status that can be set). On, the network blocks inbound
 * connections on ports that worms and spam use; off suits people who run their own servers.
 * Like every setting, it is edited and then saved (decision 032).
 */
export function PortFilteringSwitch(props: PortFilteringSwitchProps) {
  const query = useQuery(portFilteringQueryOptions(props.accountCode, props.serviceId));
  if (query.isPending) return <LoadingSkeleton height={48} label="Loading port filtering" />;
  if (query.isError) {
    return (
      <Text size="sm" c="red.8">
        Port filtering could not be loaded. Try reloading the page or come back later.
      </Text>
    );
  }
  return <PortFilteringForm {...props} saved={query.data.status} />;
}

function PortFilteringForm({
  accountCode,
  serviceId,
  canChange,
  saved,
}: PortFilteringSwitchProps & { saved: Status }) {
  const queryClient = useQueryClient();
  const set = useMutation(portFilteringMutationOptions(queryClient, accountCode, serviceId));
  const [status, setStatus] = useState<Status>(saved);
  const [savedNow, setSavedNow] = useState<Status | null>(null);
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label="Port filtering"
      onSubmit={(event) => {
        event.preventDefault();
        if (status === saved) return;
        set.mutate(status, {
          onSuccess: (answer) => {
            setSavedNow(answer.status);
          },
        });
      }}
    >
      <Switch
        label="Port filtering"
        checked={status === 'Enabled'}
        disabled={!canChange || set.isPending}
        onChange={(event) => {
          setStatus(event.currentTarget.checked ? 'Enabled' : 'Disabled');
          setSavedNow(null);
          set.reset();
        }}
        description={meaning(status)}
      />
      {set.isError && (
        <Notice color="red" title="Uh oh, something went wrong." role="alert">
          {failureMessage(set.error, 'Port filtering could not be changed. Please try again.')}{' '}
          {`Nothing has changed: port filtering is still ${saved === 'Enabled' ? 'on' : 'off'}.`}
        </Notice>
      )}
      {savedNow !== null && (
        <ChangeResult
          title="Saved"
          next={[
            `Port filtering is ${savedNow === 'Enabled' ? 'on' : 'off'}. This takes effect straight away.`,
          ]}
        />
      )}
      {canChange ? (
        <Button
          type="submit"
          variant="light"
          disabled={status === saved}
          loading={set.isPending}
          w="fit-content"
          onClick={(event) => {
            if (isRepeatClick(event)) event.preventDefault();
          }}
        >
          Save port filtering
        </Button>
      ) : (
        <ViewOnlyNotice unavailable="change port filtering" />
      )}
    </Stack>
  );
}
