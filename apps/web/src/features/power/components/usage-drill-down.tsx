import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Consumption } from '@portal/contracts';
import { consumptionQueryOptions } from '../api/consumption-queries';
import { ColumnHeads } from '../../../shared/ui/column-heads';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { UsageBarChart } from './usage-bar-chart';
import {
  bucketName,
  canDrillDown,
  chartQuery,
  drillInto,
  kwhText,
  levelTitle,
  monthName,
  usageSummary,
  type UsageLevel,
} from './usage-levels';

/**
 * Power use from months to days to the half-hours of one day, where the meter records
 * them. The table under the chart says the same, and its buttons are how one drills in by
 * keyboard or screen reader (the chart's bars are read, not pressed).
 */
export function UsageDrillDown({
  accountCode,
  icp,
  today,
}: {
  accountCode: string;
  icp: string;
  today: string;
}) {
  const [level, setLevel] = useState<UsageLevel>({ grain: 'month' });
  const query = useQuery(consumptionQueryOptions(accountCode, chartQuery(icp, level, today)));
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {levelTitle(level)}
      </Title>
      <BackButtons level={level} onChoose={setLevel} />
      {query.isPending ? (
        <LoadingSkeleton height={200} label="Loading your power use" />
      ) : query.isError ? (
        <LoadFailed what="your power use" onRetry={() => void query.refetch()} />
      ) : (
        <UsageView level={level} data={query.data} onDrill={setLevel} />
      )}
    </Stack>
  );
}

function BackButtons({
  level,
  onChoose,
}: {
  level: UsageLevel;
  onChoose: (level: UsageLevel) => void;
}) {
  if (level.grain === 'month') return null;
  return (
    <Group gap="sm">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          onChoose({ grain: 'month' });
        }}
      >
        Back to months
      </Button>
      {level.grain === 'halfHour' && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            onChoose({ grain: 'day', month: level.day.slice(0, 7) });
          }}
        >
          {`Back to ${monthName(level.day.slice(0, 7))}`}
        </Button>
      )}
    </Group>
  );
}

function UsageView({
  level,
  data,
  onDrill,
}: {
  level: UsageLevel;
  data: Consumption;
  onDrill: (level: UsageLevel) => void;
}) {
  const summary = usageSummary(level, data);
  if (data.buckets.length === 0) return <Text size="sm">{summary}</Text>;
  const drillable = canDrillDown(level, data);
  const heads = drillable ? ['When', 'Used', 'Show'] : ['When', 'Used'];
  return (
    <>
      <Text size="sm">{summary}</Text>
      <UsageBarChart level={level} data={data} />
      <Text size="xs" c="dimmed" aria-hidden="true">
        Grey bars are mostly estimated; the half-hours show which reads were.
      </Text>
      <Table striped withTableBorder>
        <Table.Caption>{levelTitle(level)}</Table.Caption>
        <ColumnHeads columns={heads} />
        <Table.Tbody>
          {data.buckets.map((bucket) => (
            <Table.Tr key={bucket.key}>
              <Table.Td>
                {`${bucketName(level, bucket.key)}${bucket.estimated ? ' (estimated)' : ''}`}
              </Table.Td>
              <Table.Td>{kwhText(level, bucket.kwh)}</Table.Td>
              {drillable && (
                <Table.Td>
                  <Button
                    variant="light"
                    size="compact-sm"
                    aria-label={`Show ${level.grain === 'month' ? 'the days of' : 'the half-hours of'} ${bucketName(level, bucket.key)}`}
                    onClick={() => {
                      onDrill(drillInto(level, bucket.key));
                    }}
                  >
                    {level.grain === 'month' ? 'Days' : 'Half-hours'}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
