import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppConfig } from '../config/app-config-query';
import { runningBuildId } from '../config/build-id';
import { buildMetaQueryOptions, isNewerBuild } from './build-meta-query';

const notificationId = 'new-build';

/**
 * Polls the deployed build id and, once it differs from ours, offers a reload. It never
 * reloads by itself: the person may be half way through a form.
 */
export function BuildCheck({ buildId = runningBuildId }: { buildId?: string }) {
  const { buildCheckIntervalMs } = useAppConfig();
  const { data } = useQuery(buildMetaQueryOptions(buildCheckIntervalMs));
  const newer = isNewerBuild(buildId, data);

  useEffect(() => {
    if (!newer) return;
    notifications.show({
      id: notificationId,
      title: 'A new version of the portal is ready',
      message: (
        <>
          <Text size="sm" mb="xs">
            Reload to get the latest changes.
          </Text>
          <Button
            size="xs"
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload
          </Button>
        </>
      ),
      autoClose: false,
    });
  }, [newer]);

  return null;
}
