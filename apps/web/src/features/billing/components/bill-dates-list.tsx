import { Card, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/domain';
import { billDatesQueryOptions } from '../api/billing-queries';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

/** The account's bill dates, newest first, as the server gives them. */
export function BillDatesList({ accountCode }: { accountCode: string }) {
  const dates = useQuery(billDatesQueryOptions(accountCode));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="bill-dates">
      <Title order={2} size="h4" mb="sm" id="bill-dates">
        Bill dates
      </Title>
      {dates.isPending && <LoadingSkeleton height={120} label="Loading your bill dates" />}
      {dates.isError && (
        <LoadFailed
          what="your bill dates"
          onRetry={() => {
            void dates.refetch();
          }}
        />
      )}
      {dates.data?.length === 0 && (
        <Text>No bills yet. The date of each bill will be listed here once it is issued.</Text>
      )}
      {dates.data !== undefined && dates.data.length > 0 && (
        <List aria-label="Bill dates, newest first" spacing={4}>
          {dates.data.map(({ billDate }) => (
            <List.Item key={billDate}>{formatDate(billDate)}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
