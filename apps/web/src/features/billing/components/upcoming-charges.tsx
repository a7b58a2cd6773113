import { Accordion, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate, formatNzd } from '@portal/domain';
import { upcomingChargesQueryOptions } from '../api/billing-queries';
import { InvoiceGroups } from './invoice-groups';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

/**
 * 'Your next bill': the regular charges the next bill carries as the services stand now,
 * so a plan or add-on changed today shows before the bill is made. Nothing is shown for
 * an account with no bill to come (a closed account).
 */
export function UpcomingCharges({ accountCode }: { accountCode: string }) {
  const headingId = useId();
  const charges = useQuery(upcomingChargesQueryOptions(accountCode));
  if (charges.isPending) {
    return <LoadingSkeleton height={96} label="Loading your next bill" />;
  }
  if (charges.isError) {
    return (
      <LoadFailed
        what="the charges of your next bill"
        onRetry={() => {
          void charges.refetch();
        }}
      />
    );
  }
  const { billDate, groups, displayGstInclusiveValues: inclusive } = charges.data;
  if (billDate === null) return null;
  const total = inclusive ? charges.data.totalIncludingGst : charges.data.totalExcludingGst;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          Your next bill
        </Title>
        <Text>
          Regular charges on your bill of {formatDate(billDate)} so far:{' '}
          <Text span fw={700}>
            {formatNzd(total)}
            {inclusive ? '' : ' excl. GST'}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          Plans, add-ons and the daily power charge as they are today. The power and calls you use,
          and one-off charges, are added when the bill is made.
        </Text>
        {groups.length > 0 && (
          <Accordion variant="contained">
            <Accordion.Item value="charges">
              <Accordion.Control>See these charges</Accordion.Control>
              <Accordion.Panel>
                <InvoiceGroups groups={groups} inclusive={inclusive} headingOrder={3} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        )}
      </Stack>
    </Card>
  );
}
