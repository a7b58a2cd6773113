import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@portal/domain';
import { PageHeader } from '../../../shared/page/page-header';
import { RelatedBillPages } from '../../../shared/navigation/related-bill-pages';
import { transactionsCsvUrl, type Period } from '../api/billing-paths';
import { transactionsQueryOptions } from '../api/billing-queries';
import { lastMonths, type PeriodChoice } from '../period';
import { AccountRequired } from './account-required';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PeriodFilter } from './period-filter';
import { TransactionsList } from './transactions-list';
import { LoadingStack } from '../../../shared/ui/loading-stack';

/** Transaction history: invoices, payments and credits with the running balance. */
export function TransactionHistoryPage() {
  return (
    <>
      <PageHeader routeKey="transaction-history" />
      <AccountRequired>{(code) => <TransactionHistory accountCode={code} />}</AccountRequired>
      <RelatedBillPages keys={['billing', 'payment']} />
    </>
  );
}

function TransactionHistory({ accountCode }: { accountCode: string }) {
  const [choice, setChoice] = useState<PeriodChoice>('6');
  const [custom, setCustom] = useState<Period>({});
  const period: Period = choice === 'custom' ? custom : lastMonths(Number(choice), new Date());
  const ready = period.from !== undefined && period.to !== undefined;
  const entries = useQuery({ ...transactionsQueryOptions(accountCode, period), enabled: ready });

  return (
    <Stack gap="lg">
      <PeriodFilter choice={choice} onChoose={setChoice} custom={custom} onCustom={setCustom} />
      {ready && (
        <Group justify="space-between" gap="sm">
          <Text role="status">
            {formatDate(period.from ?? '')} to {formatDate(period.to ?? '')}
            {entries.data !== undefined &&
              `: ${String(entries.data.length)} transaction${entries.data.length === 1 ? '' : 's'}`}
          </Text>
          <Button
            component="a"
            variant="light"
            href={transactionsCsvUrl(accountCode, period)}
            download
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            Download CSV
          </Button>
        </Group>
      )}
      {!ready && <Text>Choose the dates to see the transactions between them.</Text>}
      {ready && entries.isPending && (
        <LoadingStack gap="sm" label="Loading your transactions">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </LoadingStack>
      )}
      {entries.isError && (
        <LoadFailed
          what="your transactions"
          onRetry={() => {
            void entries.refetch();
          }}
        />
      )}
      {entries.data?.length === 0 && (
        <Text>
          No invoices, payments or credits in this period. Choose a longer period to see older ones.
        </Text>
      )}
      {entries.data !== undefined && entries.data.length > 0 && (
        <TransactionsList entries={entries.data} />
      )}
    </Stack>
  );
}
