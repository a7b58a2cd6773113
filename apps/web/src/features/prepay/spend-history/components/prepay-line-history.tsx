import { Anchor, Button, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate, formatPhoneNumber } from '@portal/domain';
import { prepayHistoryQueryOptions } from '../api/prepay-history-queries';
import { BalanceTrend } from './balance-trend';
import { HistoryList } from './history-list';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { TitledSection } from '../../../../shared/ui/titled-section';

function entriesText(count: number): string {
  return `${String(count)} entr${count === 1 ? 'y' : 'ies'}`;
}

/** One prepay line's wallet history, a page at a time, newest first. */
export function PrepayLineHistory({
  accountCode,
  serviceEntity,
}: {
  accountCode: string;
  serviceEntity: string;
}) {
  const history = useInfiniteQuery(prepayHistoryQueryOptions(accountCode, serviceEntity));
  const number = formatPhoneNumber(serviceEntity);

  if (history.data === undefined) {
    if (history.isError) {
      return (
        <LoadFailed
          what={`the history of ${number}`}
          onRetry={() => {
            void history.refetch();
          }}
        />
      );
    }
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden>Loading the history of {number}</VisuallyHidden>
        <Skeleton height={150} radius="md" />
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={40} />
        ))}
      </Stack>
    );
  }

  const entries = history.data.pages.flatMap((page) => page.transactions);
  const oldest = entries.at(-1);
  const newest = entries[0];
  if (oldest === undefined || newest === undefined) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text mb="xs">
          No top-ups or spending on {number} yet. Top-ups, and what the number spends from its
          balance, will be listed here.
        </Text>
        <Anchor component={Link} to="/mobile/prepay-top-up" fw={600}>
          Top up {number}
        </Anchor>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <BalanceTrend entries={entries} />
      <TitledSection title="Top-ups and spending" titleMb="xs">
        <Text size="sm" mb="md" role="status">
          {entriesText(entries.length)} from {formatDate(new Date(oldest.occurredAt))} to{' '}
          {formatDate(new Date(newest.occurredAt))}, newest first.
        </Text>
        <HistoryList entries={entries} />
        <Stack gap="sm" mt="md" align="flex-start">
          {history.isFetchNextPageError ? (
            <LoadFailed
              what="older entries"
              onRetry={() => {
                void history.fetchNextPage();
              }}
            />
          ) : history.hasNextPage ? (
            <Button
              variant="default"
              loading={history.isFetchingNextPage}
              disabled={history.isFetchingNextPage}
              onClick={() => {
                void history.fetchNextPage();
              }}
            >
              Show older
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              That&apos;s everything on {number}.
            </Text>
          )}
        </Stack>
      </TitledSection>
    </Stack>
  );
}
