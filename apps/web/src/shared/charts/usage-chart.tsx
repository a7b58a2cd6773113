import '@mantine/charts/styles.css';
// The charts' tooltip and legend are made of a ColorSwatch, which no other page uses.
import '@mantine/core/styles/ColorSwatch.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Box, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { formatShortDate } from '@portal/domain';
import { yAxisWidth } from './axis-width';
import type { BalanceChartPoint, DateBar } from './chart-types';

/*
 * The portal's charts, on @mantine/charts (recharts underneath). This module is loaded only
 * through React.lazy (./index.tsx), so neither library nor its styles are in the first load.
 *
 * Every chart keeps recharts' accessibility layer: the chart is one tab stop, and the arrow
 * keys move the tooltip from bar to bar; focus shows the first. A tap on a phone shows the
 * bar's tooltip as a hover does. The tooltip is a status, so a screen reader reads it out.
 */

const HEIGHT = 220;
const number = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });

/** The tooltip of the bar or point under the pointer or keyboard: its own words. */
function FigureTooltip({ payload }: { payload?: readonly { payload?: unknown }[] }) {
  const row = payload?.[0]?.payload as { label?: string } | undefined;
  if (row?.label === undefined) return null;
  return (
    <Paper withBorder shadow="sm" px="sm" py={6} radius="sm" role="status">
      <Text size="sm">{row.label}</Text>
    </Paper>
  );
}

/** The chart and its tooltip in one figure, named as the chart is. */
function Figure({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box component="figure" aria-label={name} m={0}>
      {children}
    </Box>
  );
}

/**
 * The chart's props every chart shares. On a screen without hover (a phone), the tooltip
 * follows taps: with recharts' hover trigger, the mouse events a tap is turned into left it
 * hidden or stuck after the second tap (seen in Chromium with touch).
 */
function useShared() {
  const touch = useMediaQuery('(hover: none)', false, { getInitialValueInEffect: false });
  return {
    ...shared,
    tooltipProps: {
      ...shared.tooltipProps,
      trigger: touch ? ('click' as const) : ('hover' as const),
    },
  };
}

const shared = {
  h: HEIGHT,
  textColor: 'gray.7',
  gridColor: 'gray.3',
  tickLine: 'none',
  // Horizontal gridlines only, each labelled with its value and unit on the y axis.
  gridAxis: 'x',
  tooltipAnimationDuration: 0,
  tooltipProps: { content: FigureTooltip },
  yAxisProps: { tickMargin: 6, tick: { fontSize: 12, fill: 'currentColor' } },
} as const;

/** Bars by day (or period, at its last day), labelled "12 Nov" along the bottom. */
export function DateBarChart({
  bars,
  unit,
  name,
}: {
  bars: DateBar[];
  unit: string;
  name: string;
}) {
  const props = useShared();
  const format = (value: number) => `${number.format(value)} ${unit}`;
  return (
    <Figure name={name}>
      <BarChart
        {...props}
        yAxisProps={{
          ...props.yAxisProps,
          width: yAxisWidth(
            bars.map((bar) => bar.value),
            format,
          ),
        }}
        data={bars.map((bar) => ({
          ...bar,
          color: bar.estimated === true ? 'gray.6' : undefined,
        }))}
        dataKey="date"
        series={[{ name: 'value', color: 'var(--mantine-primary-color-filled)' }]}
        valueFormatter={format}
        xAxisProps={{ tickFormatter: (date: string) => formatShortDate(date) }}
        barChartProps={{ title: name }}
        maxBarWidth={32}
      />
    </Figure>
  );
}

/** A wallet's balance after each entry, as steps, with dollar gridlines. */
export function BalanceChart({
  points,
  name,
  formatCents,
}: {
  points: BalanceChartPoint[];
  name: string;
  formatCents: (cents: number) => string;
}) {
  const props = useShared();
  const format = (cents: number) => formatCents(Math.round(cents));
  return (
    <Figure name={name}>
      <AreaChart
        {...props}
        yAxisProps={{
          ...props.yAxisProps,
          width: yAxisWidth(
            points.map((point) => point.balance),
            format,
          ),
        }}
        data={points}
        dataKey="at"
        series={[{ name: 'balance', color: 'var(--mantine-primary-color-filled)' }]}
        curveType="stepAfter"
        withDots
        valueFormatter={format}
        // Entries in order, evenly spaced, not to scale in time: recharts' arrow keys move
        // only along a category axis (on a time scale they did not move, in Chromium).
        xAxisProps={{
          // A day with several entries is named once, at its first.
          tickFormatter: (at: number, index: number) => {
            const day = formatShortDate(new Date(at));
            const before = points[index - 1];
            return before !== undefined && formatShortDate(new Date(before.at)) === day ? '' : day;
          },
        }}
        areaChartProps={{ title: name }}
      />
    </Figure>
  );
}
