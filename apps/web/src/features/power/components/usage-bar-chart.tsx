import type { Consumption } from '@portal/contracts';
import { CHART_COLOURS, ChartFrame, percent } from '../../../shared/charts/chart-frame';
import { bucketName, bucketTick, kwhText, type UsageLevel } from './usage-levels';

const BAR = { width: 'min(80%, 32px)', x: 'calc(50% - min(40%, 16px))' };
/** Half-hours are ticked every two hours, so 48 labels do not crowd the axis. */
const HALF_HOUR_TICK_EVERY = 4;

/** The drill-down's bars, named by month, day or half-hour; estimated ones grey. */
export function UsageBarChart({ level, data }: { level: UsageLevel; data: Consumption }) {
  const { buckets } = data;
  const labels = buckets.map((bucket, index) =>
    level.grain === 'halfHour' && index % HALF_HOUR_TICK_EVERY !== 0
      ? ''
      : bucketTick(level, bucket.key),
  );
  return (
    <ChartFrame
      name={`kWh used by ${level.grain === 'halfHour' ? 'half-hour' : level.grain}`}
      values={buckets.map((bucket) => bucket.kwh)}
      says={buckets.map(
        (bucket) =>
          `${bucketName(level, bucket.key)}: ${kwhText(level, bucket.kwh)}${bucket.estimated ? ' (estimated)' : ''}`,
      )}
      labels={labels}
      format={(value) => kwhText(level, value)}
    >
      {(plot) =>
        buckets.map((bucket, index) => (
          <svg key={bucket.key} x={percent(plot.left(index))} width={percent(plot.width)}>
            <rect
              style={BAR}
              fill={bucket.estimated ? CHART_COLOURS.estimated : CHART_COLOURS.mark}
              y={Math.min(plot.y(bucket.kwh), plot.base)}
              height={Math.abs(plot.base - plot.y(bucket.kwh))}
            />
          </svg>
        ))
      }
    </ChartFrame>
  );
}
