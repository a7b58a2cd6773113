import { formatShortDate } from '@portal/domain';
import { CHART_COLOURS, CHART_HEIGHT, ChartFrame, percent } from './chart-frame';
import type { BalanceChartPoint } from './chart-types';

/**
 * A wallet's balance after each entry, as steps (a wallet holds its balance until the next
 * entry), with dollar gridlines. Entries are evenly spaced in order, not to scale in time,
 * so each is a keypress apart; a day with several entries is named once, at its first.
 */
export function BalanceChart({
  points,
  name,
  formatCents,
}: {
  points: readonly BalanceChartPoint[];
  name: string;
  formatCents: (cents: number) => string;
}) {
  const days = points.map((point) => formatShortDate(new Date(point.at)));
  return (
    <ChartFrame
      name={name}
      values={points.map((point) => point.balance)}
      says={points.map((point) => point.label)}
      labels={days.map((day, index) => (index > 0 && days[index - 1] === day ? '' : day))}
      format={(cents) => formatCents(Math.round(cents))}
    >
      {(plot) => {
        // The steps in a viewport one unit a position wide, stretched across the plot; the
        // stroke keeps its width however far it is stretched.
        const steps = points
          .map((point, index) => {
            const y = String(plot.y(point.balance));
            return index === 0 ? `M0.5 ${y}` : `H${String(index + 0.5)} V${y}`;
          })
          .join(' ');
        const end = `H${String(points.length)}`;
        return (
          <>
            <svg
              viewBox={`0 0 ${String(Math.max(1, points.length))} ${String(CHART_HEIGHT)}`}
              preserveAspectRatio="none"
              width="100%"
              height={CHART_HEIGHT}
            >
              <path
                fill={CHART_COLOURS.mark}
                fillOpacity={0.2}
                d={`${steps} ${end} V${String(plot.base)} H0.5 Z`}
              />
              <path
                fill="none"
                stroke={CHART_COLOURS.mark}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
                d={`${steps} ${end}`}
              />
            </svg>
            {points.map((point, index) => (
              <circle
                key={index}
                fill={CHART_COLOURS.mark}
                stroke="var(--mantine-color-white)"
                cx={percent(plot.centre(index))}
                cy={plot.y(point.balance)}
                r={3}
              />
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
