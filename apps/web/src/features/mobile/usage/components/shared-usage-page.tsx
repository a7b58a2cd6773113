import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NO_ACTIVE_POOL_MESSAGE } from '@portal/contracts';
import { formatDate, formatPoolFigure } from '@portal/domain';
import { accountQueryOptions } from '../../../../shared/accounts';
import { isApiError } from '../../../../shared/api';
import { PageHeader } from '../../../../shared/page/page-header';
import { useSelectedAccountCode } from '../../../../shared/session';
import {
  poolCarryoverQueryOptions,
  poolMonthlyUsageQueryOptions,
  sharedPoolQueryOptions,
} from '../api/usage-queries';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { PoolDailyUsage } from './pool-daily-usage';
import { PoolMonthlyTable } from './pool-monthly-table';
import { UsageSkeleton } from './usage-skeleton';

/** /mobile/usage-shared: the account's shared data pool. */
export function SharedUsagePage() {
  const accountCode = useSelectedAccountCode();
  return (
    <>
      <PageHeader routeKey="mobile-usage-shared" />
      {accountCode === null ? (
        <Text>Open an account first to see its shared data.</Text>
      ) : (
        <SharedPool accountCode={accountCode} />
      )}
    </>
  );
}

function SharedPool({ accountCode }: { accountCode: string }) {
  const pool = useQuery(sharedPoolQueryOptions(accountCode));
  const noPool = pool.isError && isApiError(pool.error) && pool.error.status === 404;
  const monthly = useQuery({
    ...poolMonthlyUsageQueryOptions(accountCode),
    enabled: pool.isSuccess,
  });
  const carryover = useQuery({
    ...poolCarryoverQueryOptions(accountCode),
    enabled: pool.isSuccess,
  });
  const account = useQuery(accountQueryOptions(accountCode));

  if (pool.isPending) return <UsageSkeleton label="Loading your shared data pool" />;
  if (noPool) {
    return (
      <Alert color="gray" title={NO_ACTIVE_POOL_MESSAGE}>
        This account has no shared data pool right now. A group plan's lines share one here.
      </Alert>
    );
  }
  if (pool.isError) {
    return (
      <LoadFailed
        what="your shared data pool"
        onRetry={() => {
          void pool.refetch();
        }}
      />
    );
  }
  const active = pool.data.configurationHistory.find((entry) => entry.deactivatedAt === null);
  if (active === undefined) {
    return <Alert color="gray" title={NO_ACTIVE_POOL_MESSAGE} />;
  }
  const sharerType = active.plan.dataSharerType;
  const nextBill = account.data?.billCycle.nextBillDate ?? null;
  const billDates = [
    ...(nextBill === null ? [] : [nextBill]),
    ...(monthly.data ?? []).map((row) => row.billDate),
  ];

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="dl" m={0}>
        <Fact label="Pool size">{formatPoolFigure(active.plan.dataPoolSizeGb, sharerType)}</Fact>
        <Fact label="Pool type">
          {active.poolType === 'Open' ? 'Open sharing' : 'A set amount for each person'}
        </Fact>
        <Fact label="Carried over">
          {carryover.data === undefined ? (
            <Skeleton height={24} width={80} component="span" display="block" />
          ) : (
            formatPoolFigure(carryover.data.carryoverBalanceGb, sharerType)
          )}
          {carryover.data?.billDate != null && (
            <Text size="xs" c="dimmed" component="span" display="block">
              from the bill of {formatDate(carryover.data.billDate)}
            </Text>
          )}
        </Fact>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Active since {formatDate(active.activatedAt)}.
      </Text>
      <section aria-labelledby="pool-daily">
        <Title order={2} size="h4" id="pool-daily" mb="xs">
          Daily usage
        </Title>
        {monthly.isPending || account.isPending ? (
          <UsageSkeleton label="Loading the pool's bill periods" />
        ) : (
          <PoolDailyUsage accountCode={accountCode} billDates={billDates} />
        )}
      </section>
      <section aria-labelledby="pool-monthly">
        <Title order={2} size="h4" id="pool-monthly" mb="xs">
          Monthly usage
        </Title>
        {monthly.isError ? (
          <LoadFailed
            what="the pool's monthly usage"
            onRetry={() => {
              void monthly.refetch();
            }}
          />
        ) : monthly.data === undefined ? (
          <UsageSkeleton label="Loading the pool's monthly usage" />
        ) : (
          <PoolMonthlyTable rows={monthly.data} dataSharerType={sharerType} />
        )}
      </section>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg">
        {children}
      </Text>
    </Paper>
  );
}
