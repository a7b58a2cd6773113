import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { billDateLabel, formatDate } from '@portal/domain';
import { accountQueryOptions, formatBillingAddress } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/page/page-header';
import { RelatedBillPages } from '../../../shared/navigation/related-bill-pages';
import { AccountRequired } from './account-required';
import { BillDatesList } from './bill-dates-list';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { Fact } from '../../../shared/ui/fact';

/** Billing details: how and when the account is billed, and its bill dates. */
export function BillDetailsPage() {
  return (
    <>
      <PageHeader routeKey="billing" />
      <AccountRequired>
        {(code) => (
          <Stack gap="lg">
            <BillCycle accountCode={code} />
            <BillDatesList accountCode={code} />
          </Stack>
        )}
      </AccountRequired>
      <RelatedBillPages keys={['transaction-history', 'payment-method']} />
    </>
  );
}

const orDash = (value: string | null) => (value === null || value === '' ? '—' : value);

/** The spec's billing address, joined by commas (section 3). */
function BillCycle({ accountCode }: { accountCode: string }) {
  const account = useQuery(accountQueryOptions(accountCode));
  if (account.isPending) {
    return <LoadingSkeleton height={150} label="Loading your billing details" />;
  }
  if (account.isError) {
    return (
      <LoadFailed
        what="your billing details"
        onRetry={() => {
          void account.refetch();
        }}
      />
    );
  }
  const cycle = account.data.billCycle;
  const now = new Date();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="bill-cycle">
      <Title order={2} size="h4" mb="sm" id="bill-cycle">
        {cycle.displayName}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="dl" m={0}>
        <Fact label="Bill frequency">{cycle.billFrequency}</Fact>
        <Fact label="Billing period">{cycle.billingPeriod}</Fact>
        <Fact label="Next bill date">
          {cycle.nextBillDate === null ? '—' : billDateLabel(cycle.nextBillDate, now)}
        </Fact>
        <Fact label="Last bill date">
          {cycle.lastBilledDate === null ? '—' : formatDate(cycle.lastBilledDate)}
        </Fact>
        <Fact label="Billing email">{orDash(account.data.billingEmail)}</Fact>
        <Fact label="Billing address">
          {orDash(formatBillingAddress(account.data.billingAddress))}
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
