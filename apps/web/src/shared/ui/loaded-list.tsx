import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from './loading-skeleton';

interface LoadedListProps<Item> {
  query: UseQueryResult<readonly Item[]>;
  /** What the skeleton tells a screen reader while the list loads. */
  loadingLabel: string;
  /** Said when the list is empty, or could not be read: either way there is nothing to act on. */
  empty: ReactNode;
  /** The id of the heading that names the list. */
  labelledBy: string;
  children: (item: Item) => ReactNode;
}

/** A section's list read from the API: a skeleton, then its items or a line saying none. */
export function LoadedList<Item>({
  query,
  loadingLabel,
  empty,
  labelledBy,
  children,
}: LoadedListProps<Item>) {
  if (query.isPending) return <LoadingSkeleton height={40} label={loadingLabel} />;
  if (query.isError || query.data.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={labelledBy}
    >
      {query.data.map(children)}
    </Stack>
  );
}
