import { Box, Group, Paper, Text, Title } from '@mantine/core';
import type { PrepayTransaction } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { balancePoints, stepPath, summariseBalance } from './balance-points';

const WIDTH = 600;
const HEIGHT = 96;

/**
 * The wallet balance over the loaded entries: a small step line in plain SVG, hidden from
 * screen readers, who read the same facts in the sentence under it.
 */
export function BalanceTrend({ entries }: { entries: readonly PrepayTransaction[] }) {
  const points = balancePoints(entries);
  const summary = summariseBalance(points);
  if (summary === null) return null;
  const path = stepPath(points, WIDTH, HEIGHT);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="balance-trend">
      <Title order={2} size="h3" id="balance-trend" mb="sm">
        Balance over time
      </Title>
      <Box aria-hidden="true">
        <Group justify="space-between" mb={4}>
          <Text size="xs" c="dimmed">
            {formatNzd(summary.highest)}
          </Text>
        </Group>
        <svg
          viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
          focusable="false"
          style={{ display: 'block', overflow: 'visible' }}
        >
          <path
            d={`${path}V${String(HEIGHT)}H0Z`}
            fill="var(--mantine-primary-color-light)"
            stroke="none"
          />
          <path
            d={path}
            fill="none"
            stroke="var(--mantine-primary-color-filled)"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1={0}
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            stroke="var(--mantine-color-gray-5)"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <Group justify="space-between" mt={4}>
          <Text size="xs" c="dimmed">
            {formatDate(new Date(summary.from))}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(new Date(summary.to))}
          </Text>
        </Group>
      </Box>
      <Text size="sm" mt="sm">
        From {formatDate(new Date(summary.from))} to {formatDate(new Date(summary.to))} your balance
        was between {formatNzd(summary.lowest)} and {formatNzd(summary.highest)}. After the latest
        entry it was {formatNzd(summary.latest)}.
      </Text>
    </Paper>
  );
}
