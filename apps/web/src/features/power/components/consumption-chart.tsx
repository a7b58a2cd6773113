import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { ConsumptionPeriodDto } from '@portal/contracts';
import { averageDailyKwh, formatDate } from '@portal/domain';
import { formatKwh } from '../power-format';

const HEIGHT = 160;
const BAR = 24;
const GAP = 8;

const perDay = (period: ConsumptionPeriodDto) => period.kwh / period.days;
const oneDecimal = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });
const periodName = (p: ConsumptionPeriodDto) => `${formatDate(p.from)} to ${formatDate(p.to)}`;

/** The sentence a screen reader gets for the chart, and everyone reads above it. */
export function consumptionSummary(periods: readonly ConsumptionPeriodDto[]): string {
  const busiest = periods.reduce<ConsumptionPeriodDto | undefined>(
    (best, p) => (best === undefined || perDay(p) > perDay(best) ? p : best),
    undefined,
  );
  if (busiest === undefined) return 'There is not enough reading history to show your use yet.';
  return (
    `On average you used ${oneDecimal.format(averageDailyKwh(periods))} kWh a day over ` +
    `${String(periods.length)} periods; the most was ${oneDecimal.format(perDay(busiest))} kWh a day ` +
    `from ${periodName(busiest)}.`
  );
}

/**
 * kWh per period between readings: bars of the daily average (periods differ in length),
 * drawn as plain SVG hidden from screen readers, with the summary and a table beside it.
 */
export function ConsumptionChart({ periods }: { periods: readonly ConsumptionPeriodDto[] }) {
  const summary = consumptionSummary(periods);
  if (periods.length === 0) return <Text size="sm">{summary}</Text>;
  const top = Math.max(1, ...periods.map(perDay));
  const width = periods.length * (BAR + GAP);
  return (
    <Stack gap="sm">
      <Text size="sm">{summary}</Text>
      <Box>
        <Text size="xs" c="dimmed" aria-hidden="true">
          kWh a day (up to {oneDecimal.format(top)})
        </Text>
        <svg
          viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
          aria-hidden="true"
          focusable="false"
          style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-6)' }}
        >
          {periods.map((period, index) => {
            const height = (perDay(period) / top) * (HEIGHT - 4);
            return (
              <rect
                key={period.to}
                x={index * (BAR + GAP) + GAP / 2}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                fill={
                  period.estimated
                    ? 'var(--mantine-color-gray-6)'
                    : 'var(--mantine-primary-color-filled)'
                }
              >
                <title>{`${periodName(period)}: ${formatKwh(period.kwh)}`}</title>
              </rect>
            );
          })}
        </svg>
        <Group justify="space-between" mt={4} aria-hidden="true">
          <Text size="xs" c="dimmed">
            {formatDate(periods[0]?.to ?? '')}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(periods.at(-1)?.to ?? '')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4} aria-hidden="true">
          Grey bars include an estimated reading.
        </Text>
      </Box>
      <Table striped withTableBorder>
        <Table.Caption>Power used between readings</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Period</Table.Th>
            <Table.Th scope="col">Used</Table.Th>
            <Table.Th scope="col">A day</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...periods].reverse().map((period) => (
            <Table.Tr key={period.to}>
              <Table.Td>
                {periodName(period)}
                {period.estimated ? ' (estimated)' : ''}
              </Table.Td>
              <Table.Td>{formatKwh(period.kwh)}</Table.Td>
              <Table.Td>{`${oneDecimal.format(perDay(period))} kWh`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
