import { Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UsageType } from '@portal/contracts';
import { fillDailySeries, formatDate } from '@portal/domain';
import { DateBarChart } from '../../../../shared/charts';
import { KIND_NOUN, chartValue, formatUsage } from '../format-usage';

const UNIT: Readonly<Record<UsageType, string>> = { data: 'MB', voice: 'mins', text: 'texts' };

/** Whose use a chart counts, said beside its total. */
export type UsedBy = 'line' | 'sharedPool';
const USED_BY_WORDS: Readonly<Record<UsedBy, string>> = {
  line: 'used on this number',
  sharedPool: 'used by everyone sharing the pool',
};

export interface DailyUsageProps {
  kind: UsageType;
  usedBy: UsedBy;
  periodLabel: string;
  from: string;
  to: string;
  series: readonly { date: string; value: number }[];
  total: number;
}

/**
 * The daily chart with its text alternative: the period's total and its busiest day, each
 * saying whose use it counts (this number, or everyone sharing the pool), since a pooled
 * line's page shows both kinds of total.
 */
export function DailyUsage({
  kind,
  usedBy,
  periodLabel,
  from,
  to,
  series: given,
  total,
}: DailyUsageProps) {
  // Every day of the period gets a bar, days without usage at zero (spec section 2).
  const series = fillDailySeries(given, from, to);
  const busiest = series.reduce<{ date: string; value: number } | undefined>(
    (best, day) => (best === undefined || day.value > best.value ? day : best),
    undefined,
  );
  const summary =
    `${formatUsage(kind, total)} of ${KIND_NOUN[kind]} ${USED_BY_WORDS[usedBy]} in ${periodLabel}` +
    (busiest !== undefined && busiest.value > 0
      ? `; the most on ${formatDate(busiest.date)}: ${formatUsage(kind, busiest.value)}.`
      : '.');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={600} aria-hidden="true">
          {formatUsage(kind, total)} {USED_BY_WORDS[usedBy]}
        </Text>
        <VisuallyHidden>{summary}</VisuallyHidden>
        <DateBarChart
          name={`Daily ${KIND_NOUN[kind]}: ${periodLabel}`}
          unit={UNIT[kind]}
          bars={series.map((day) => ({
            date: day.date,
            value: chartValue(kind, day.value),
            label: `${formatDate(day.date)}: ${formatUsage(kind, day.value)}`,
          }))}
        />
      </Stack>
    </Paper>
  );
}
