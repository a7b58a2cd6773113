import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../shared/page/page-header';
import { RelatedBillPages } from '../../../shared/navigation/related-bill-pages';
import { invoicesQueryOptions } from '../api/billing-queries';
import { AccountRequired } from './account-required';
import { BillHistoryList } from './bill-history-list';
import { BillsByService } from './bills-by-service';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { UpcomingCharges } from './upcoming-charges';
import { LoadingStack } from '../../../shared/ui/loading-stack';

/**
 * 'My Bill History': the account's bills, newest first. `plan` is what the route puts under
 * them for the account (the payment plan of decision 061, another feature's section).
 */
export function BillHistoryPage({ plan }: { plan?: (accountCode: string) => ReactNode }) {
  return (
    <>
      <PageHeader routeKey="bill-history" />
      <AccountRequired>
        {(code) => (
          <Stack gap="lg">
            <UpcomingCharges accountCode={code} />
            <BillsByService accountCode={code} />
            <BillHistory accountCode={code} />
            {plan?.(code)}
            <Text size="sm">
              Finding a bill hard to pay?{' '}
              <Anchor component={Link} to="/account/payment-help" fw={600} underline="always">
                Having trouble paying?
              </Anchor>{' '}
              More time, a payment plan and free help.
            </Text>
          </Stack>
        )}
      </AccountRequired>
      <RelatedBillPages
        keys={['transaction-history', 'billing', 'payment', 'payment-method', 'smooth-pay']}
      />
    </>
  );
}

function BillHistory({ accountCode }: { accountCode: string }) {
  const bills = useQuery(invoicesQueryOptions(accountCode));
  if (bills.isPending) {
    return (
      <LoadingStack gap="sm" label="Loading your bills">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </LoadingStack>
    );
  }
  if (bills.isError) {
    return (
      <LoadFailed
        what="your bills"
        onRetry={() => {
          void bills.refetch();
        }}
      />
    );
  }
  if (bills.data.invoices.length === 0) {
    return (
      <Text>
        There are no bills on this account yet. Your bills will be listed here once the first one is
        issued.
      </Text>
    );
  }
  return <BillHistoryList accountCode={accountCode} list={bills.data} />;
}
