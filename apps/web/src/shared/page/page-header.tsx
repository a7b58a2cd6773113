import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { pageCopy } from '../routing/page-copy';
import type { RouteKey } from '../routing/route-meta';
import { routeMeta } from '../routing/route-meta';

/** Every page's top (ux.md): a way back to the parent for sub-pages, one h1, one line of purpose. */
export function PageHeader({ routeKey }: { routeKey: RouteKey }) {
  const { parentKey } = routeMeta[routeKey];
  const copy = pageCopy[routeKey];
  return (
    <Stack gap={6} mb="lg">
      {parentKey && (
        <Anchor component={Link} to={routeMeta[parentKey].paths[0]} size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Back to {pageCopy[parentKey].title}
          </Group>
        </Anchor>
      )}
      <Title order={1}>{copy.title}</Title>
      <Text c="dimmed">{copy.purpose}</Text>
    </Stack>
  );
}
