import { Box, Group, Text } from '@mantine/core';
import { formatDate } from '@portal/domain';

export interface ChartDay {
  date: string;
  /** Bar height in the chart's unit. */
  value: number;
  /** The day's amount as people read it, for the bar's tooltip. */
  label: string;
}

const HEIGHT = 160;
const GAP = 2;

/**
 * Daily bars, drawn as plain SVG so the chart costs a few kilobytes; loaded lazily by
 * DailyUsage. The SVG is hidden from screen readers, who get the totals in text beside it.
 */
export default function DailyUsageChart({ days, unit }: { days: ChartDay[]; unit: string }) {
  const max = Math.max(0, ...days.map((day) => day.value));
  const top = max === 0 ? 1 : niceCeiling(max);
  const barWidth = 10;
  const width = days.length * (barWidth + GAP);
  const first = days[0];
  const last = days.at(-1);
  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed" aria-hidden="true">
          {formatAxis(top)} {unit}
        </Text>
      </Group>
      <svg
        viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
        style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-5)' }}
      >
        <line
          x1={0}
          x2={width}
          y1={HEIGHT / 2}
          y2={HEIGHT / 2}
          stroke="var(--mantine-color-gray-3)"
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const height = (day.value / top) * HEIGHT;
          return (
            <rect
              key={day.date}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              fill="var(--mantine-primary-color-filled)"
            >
              <title>{`${formatDate(day.date)}: ${day.label}`}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" mt={4} aria-hidden="true">
        <Text size="xs" c="dimmed">
          {first === undefined ? '' : formatDate(first.date)}
        </Text>
        <Text size="xs" c="dimmed">
          {last === undefined ? '' : formatDate(last.date)}
        </Text>
      </Group>
    </Box>
  );
}

/** 1, 2 or 5 times a power of ten at or above the value, so the scale reads easily. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

function formatAxis(value: number): string {
  return new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 }).format(value);
}
