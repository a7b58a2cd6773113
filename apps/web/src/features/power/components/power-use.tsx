import { Stack, Table, Text, Title } from '@mantine/core';
import type { ConsumptionPeriodDto, PowerConnection } from '@portal/contracts';
import { averageDailyKwh, formatDate, formatNzd } from '@portal/domain';
import { DateBarChart } from '../../../shared/charts';
import { ColumnHeads } from '../../../shared/ui/column-heads';
import { formatKwh } from '../power-format';

const perDay = (period: ConsumptionPeriodDto) => period.kwh / period.days;
const oneDecimal = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });
const periodName = (p: ConsumptionPeriodDto) => `${formatDate(p.from)} to ${formatDate(p.to)}`;
const gstWords = (inclusive: boolean) => (inclusive ? 'incl. GST' : 'excl. GST');

function busiestOf(periods: readonly ConsumptionPeriodDto[]) {
  return periods.reduce<ConsumptionPeriodDto | undefined>(
    (best, p) => (best === undefined || perDay(p) > perDay(best) ? p : best),
    undefined,
  );
}

/** The sentence a screen reader gets for the chart, and everyone reads above it. */
export function consumptionSummary(
  power: Pick<PowerConnection, 'consumption' | 'consumptionBy' | 'displayGstInclusiveValues'>,
): string {
  const periods = power.consumption;
  const busiest = busiestOf(periods);
  if (busiest === undefined) return 'There is not enough reading history to show your use yet.';
  const average = oneDecimal.format(averageDailyKwh(periods));
  if (power.consumptionBy === 'day') {
    const kwh = periods.reduce((sum, p) => sum + p.kwh, 0);
    const cents = periods.reduce((sum, p) => sum + (p.costCents ?? 0), 0);
    return (
      `Over the last ${String(periods.length)} days you used ${formatKwh(kwh)}, ${average} kWh a ` +
      `day on average, costing ${formatNzd(cents)} ${gstWords(power.displayGstInclusiveValues)} ` +
      `at your plan's rates; the most was ${formatKwh(busiest.kwh)} on ${formatDate(busiest.from)}.`
    );
  }
  return (
    `On average you used ${average} kWh a day over ${String(periods.length)} periods; the most ` +
    `was ${oneDecimal.format(perDay(busiest))} kWh a day from ${periodName(busiest)}.`
  );
}

/** A bar's words: the day's kWh and cost, or a period's kWh and its daily average. */
function barLabel(period: ConsumptionPeriodDto, inclusive: boolean): string {
  const estimated = period.estimated ? ' (estimated)' : '';
  if (period.costCents !== null) {
    return `${formatDate(period.from)}: ${formatKwh(period.kwh)}, ${formatNzd(period.costCents)} ${gstWords(inclusive)}${estimated}`;
  }
  return `${periodName(period)}: ${formatKwh(period.kwh)}, ${oneDecimal.format(perDay(period))} kWh a day${estimated}`;
}

/**
 * Power use as bars of kWh a day: a smart meter's days with each day's cost, or else the
 * periods between readings (periods differ in length, so a bar is the period's daily
 * average). The summary and the table say the same for screen readers.
 */
export function PowerUse({ power }: { power: PowerConnection }) {
  const periods = power.consumption;
  const inclusive = power.displayGstInclusiveValues;
  const byDay = power.consumptionBy === 'day';
  const summary = consumptionSummary(power);
  if (periods.length === 0) return <Text size="sm">{summary}</Text>;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {byDay
          ? `kWh a day, last ${String(periods.length)} days`
          : 'kWh a day, between meter readings'}
      </Title>
      <Text size="sm">{summary}</Text>
      <DateBarChart
        name={byDay ? 'kWh used each day' : 'kWh a day between meter readings'}
        unit="kWh"
        bars={periods.map((period) => ({
          date: byDay ? period.from : period.to,
          value: perDay(period),
          label: barLabel(period, inclusive),
          estimated: period.estimated,
        }))}
      />
      <Text size="xs" c="dimmed" aria-hidden="true">
        Grey bars include an estimated reading.
      </Text>
      <UseTable power={power} />
    </Stack>
  );
}

/** The bars as a table, newest first: a smart meter's days, or the periods between reads. */
function UseTable({ power }: { power: PowerConnection }) {
  const inclusive = power.displayGstInclusiveValues;
  const byDay = power.consumptionBy === 'day';
  const headers = byDay
    ? ['Day', 'Used', `Cost (${gstWords(inclusive)})`]
    : ['Period', 'Used', 'A day'];
  const cells = (period: ConsumptionPeriodDto) => [
    `${byDay ? formatDate(period.from) : periodName(period)}${period.estimated ? ' (estimated)' : ''}`,
    formatKwh(period.kwh),
    byDay ? formatNzd(period.costCents ?? 0) : `${oneDecimal.format(perDay(period))} kWh`,
  ];
  return (
    <Table striped withTableBorder>
      <Table.Caption>{byDay ? 'Power used each day' : 'Power used between readings'}</Table.Caption>
      <ColumnHeads columns={headers} />
      <Table.Tbody>
        {[...power.consumption].reverse().map((period) => (
          <Table.Tr key={period.from}>
            {cells(period).map((cell, index) => (
              <Table.Td key={headers[index]}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
