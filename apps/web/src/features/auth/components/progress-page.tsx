import { Group, Loader, Text } from '@mantine/core';
import { PageHeader } from '../../../shared/page/page-header';
import type { RouteKey } from '../../../shared/routing/route-meta';

/** What shows while sign-in or sign-out is under way: the page's header and a live status line. */
export function ProgressPage({ routeKey, status }: { routeKey: RouteKey; status: string }) {
  return (
    <>
      <PageHeader routeKey={routeKey} />
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{status}</Text>
      </Group>
    </>
  );
}
