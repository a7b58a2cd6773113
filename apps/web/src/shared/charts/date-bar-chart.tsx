import { formatShortDate } from '@portal/domain';
import { CHART_COLOURS, ChartFrame, percent } from './chart-frame';
import type { DateBar } from './chart-types';

/** Four fifths of its position, at most 32 px, in the middle of it. */
const BAR = { width: 'min(80%, 32px)', x: 'calc(50% - min(40%, 16px))' };
const number = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });

/** Bars by day (or period, at its last day), labelled "12 Nov" along the bottom. */
export function DateBarChart({
  bars,
  unit,
  name,
}: {
  bars: readonly DateBar[];
  unit: string;
  name: string;
}) {
  return (
    <ChartFrame
      name={name}
      values={bars.map((bar) => bar.value)}
      says={bars.map((bar) => bar.label)}
      labels={bars.map((bar) => formatShortDate(bar.date))}
      format={(value) => `${number.format(value)} ${unit}`}
    >
      {(plot) =>
        bars.map((bar, index) => (
          // Each bar in a viewport of its position, so its width can be capped in CSS.
          <svg key={bar.date} x={percent(plot.left(index))} width={percent(plot.width)}>
            <rect
              style={BAR}
              fill={bar.estimated === true ? CHART_COLOURS.estimated : CHART_COLOURS.mark}
              y={Math.min(plot.y(bar.value), plot.base)}
              height={Math.abs(plot.base - plot.y(bar.value))}
            />
          </svg>
        ))
      }
    </ChartFrame>
  );
}
