import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UsageType } from '@portal/contracts';
import { usageQueryOptions } from '../api/usage-queries';
import { KIND_NOUN } from '../format-usage';
import type { PeriodChoice } from '../usage-periods';
import { CallOrTextDayGroups, DataDayGroups } from './day-groups';
import { DailyUsage } from './daily-usage';
import { CATEGORIES_COUNT_TEXT, DataCategories } from './data-categories';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { UsageSkeleton } from './usage-skeleton';

/** One tab's content: chart, usage categories for data, and the day groups. */
export function UsageView({
  accountCode,
  serviceEntity,
  kind,
  period,
}: {
  accountCode: string;
  serviceEntity: string;
  kind: UsageType;
  period: PeriodChoice;
}) {
  const usage = useQuery(
    usageQueryOptions(accountCode, serviceEntity, kind, period.from, period.to),
  );
  const noun = KIND_NOUN[kind];
  if (usage.isPending) return <UsageSkeleton label={`Loading your ${noun}`} />;
  if (usage.isError) {
    return (
      <LoadFailed
        what={`your ${noun} usage`}
        onRetry={() => {
          void usage.refetch();
        }}
      />
    );
  }
  const data = usage.data;
  return (
    <Stack gap="lg">
      <DailyUsage
        kind={kind}
        usedBy="line"
        periodLabel={period.label}
        from={period.from}
        to={period.to}
        series={data.dailySeries}
        total={data.totals.totalUsage}
      />
      {data.usageType === 'data' && (
        <section aria-labelledby="usage-categories">
          <Title order={2} size="h4" id="usage-categories">
            Data this period
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {CATEGORIES_COUNT_TEXT[data.categoriesCount]}
          </Text>
          <DataCategories categories={data.categories} categoriesCount={data.categoriesCount} />
        </section>
      )}
      <section aria-labelledby="usage-days">
        <Title order={2} size="h4" id="usage-days" mb="xs">
          Day by day
        </Title>
        {data.dayGroups.length === 0 ? (
          <Text>
            No {noun} used in {period.label}. Usage shows here a few hours after it happens.
          </Text>
        ) : data.usageType === 'data' ? (
          <DataDayGroups
            line={{ accountCode, serviceEntity }}
            days={data.dayGroups}
            eventsIncluded={data.eventsIncluded}
          />
        ) : (
          <CallOrTextDayGroups
            line={{ accountCode, serviceEntity }}
            kind={data.usageType}
            days={data.dayGroups}
            eventsIncluded={data.eventsIncluded}
          />
        )}
      </section>
    </Stack>
  );
}
