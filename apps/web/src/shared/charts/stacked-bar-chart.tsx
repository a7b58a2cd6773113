import { Group, Text } from '@mantine/core';
import { formatShortDate } from '@portal/domain';
import { ChartFrame, percent } from './chart-frame';
import type { StackedBar } from './chart-types';

/** Four fifths of its position, at most 32 px, in the middle of it (as date-bar-chart). */
const BAR = { width: 'min(80%, 32px)', x: 'calc(50% - min(40%, 16px))' };

/**
 * The series' colours, in order: shade 7 to 9 of Mantine's palette, each at least 3:1
 * against white, as a part of a chart must be.
 */
export const SERIES_COLOURS = [
  'var(--mantine-color-blue-8)',
  'var(--mantine-color-teal-8)',
  'var(--mantine-color-grape-7)',
  'var(--mantine-color-orange-9)',
  'var(--mantine-color-cyan-9)',
  'var(--mantine-color-pink-8)',
] as const;

export const seriesColour = (index: number) =>
  SERIES_COLOURS[index % SERIES_COLOURS.length] ?? SERIES_COLOURS[0];

/** Where each part of a bar starts and ends: positive parts up from zero, negative down. */
export function stackParts(parts: readonly number[]): { from: number; to: number }[] {
  let up = 0;
  let down = 0;
  return parts.map((part) => {
    if (part >= 0) {
      up += part;
      return { from: up - part, to: up };
    }
    down += part;
    return { from: down - part, to: down };
  });
}

/**
 * Bars by period, each stacked from its series' parts, with a legend naming the series.
 * The bar's words say every part, so hover, tap and keyboard give what the colours show.
 */
export function StackedBarChart({
  bars,
  series,
  name,
  format,
}: {
  bars: readonly StackedBar[];
  series: readonly string[];
  name: string;
  /** A value as the y axis labels it. */
  format: (value: number) => string;
}) {
  const stacks = bars.map((bar) => stackParts(bar.parts));
  return (
    <>
      <ChartFrame
        name={name}
        values={stacks.flatMap((stack) => stack.map((part) => part.to))}
        says={bars.map((bar) => bar.label)}
        labels={bars.map((bar) => formatShortDate(bar.date))}
        format={format}
      >
        {(plot) =>
          bars.map((bar, index) => (
            <svg key={bar.date} x={percent(plot.left(index))} width={percent(plot.width)}>
              {(stacks[index] ?? []).map((part, partIndex) => (
                <rect
                  key={partIndex}
                  style={BAR}
                  fill={seriesColour(partIndex)}
                  stroke="var(--mantine-color-white)"
                  strokeWidth={part.from === part.to ? 0 : 1}
                  y={Math.min(plot.y(part.from), plot.y(part.to))}
                  height={Math.abs(plot.y(part.from) - plot.y(part.to))}
                />
              ))}
            </svg>
          ))
        }
      </ChartFrame>
      <Group component="ul" gap="md" p={0} m={0} mt="xs" style={{ listStyle: 'none' }}>
        {series.map((serie, index) => (
          <Group component="li" key={serie} gap={6} wrap="nowrap">
            <svg width={12} height={12} aria-hidden="true">
              <rect width={12} height={12} rx={2} fill={seriesColour(index)} />
            </svg>
            <Text size="sm">{serie}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}
