import { NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recentBillingPeriods } from '@portal/domain';
import { poolDailyUsageQueryOptions } from '../api/usage-queries';
import { DailyUsage } from './daily-usage';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { UsageSkeleton } from './usage-skeleton';

/** The pool's daily chart for the period a chosen bill date closes (the newest first). */
export function PoolDailyUsage({
  accountCode,
  billDates,
}: {
  accountCode: string;
  billDates: string[];
}) {
  const periods = recentBillingPeriods(billDates);
  const [chosen, setChosen] = useState<string | null>(null);
  const period = periods.find((p) => p.billDate === chosen) ?? periods[0];
  const daily = useQuery({
    ...poolDailyUsageQueryOptions(accountCode, period?.billDate ?? ''),
    enabled: period !== undefined,
  });
  if (period === undefined) return null;
  return (
    <Stack gap="md">
      <NativeSelect
        label="Bill period"
        w={{ base: '100%', sm: 320 }}
        value={period.billDate}
        onChange={(event) => {
          setChosen(event.currentTarget.value);
        }}
        data={periods.map((p) => ({ value: p.billDate, label: p.label }))}
      />
      {daily.isPending && <UsageSkeleton label="Loading the pool's daily usage" />}
      {daily.isError && (
        <LoadFailed
          what="the pool's daily usage"
          onRetry={() => {
            void daily.refetch();
          }}
        />
      )}
      {daily.data !== undefined && (
        <DailyUsage
          kind="data"
          usedBy="sharedPool"
          periodLabel={period.label}
          from={daily.data[0]?.date ?? period.from}
          to={daily.data.at(-1)?.date ?? period.to}
          series={daily.data.map((day) => ({ date: day.date, value: day.dataVolumeBytes }))}
          total={daily.data.reduce((sum, day) => sum + day.dataVolumeBytes, 0)}
        />
      )}
    </Stack>
  );
}
