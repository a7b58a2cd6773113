/** One bar of a chart by date. */
export interface DateBar {
  /** The day the bar stands for, or a period's last day (yyyy-MM-dd): its tick, "12 Nov". */
  date: string;
  /** The bar's height, in the chart's unit. */
  value: number;
  /** What the bar says on hover, tap and keyboard focus, date included. */
  label: string;
  /** Drawn grey: the figure rests on an estimate. */
  estimated?: boolean;
}

/** One point of a balance over time. */
export interface BalanceChartPoint {
  /** Milliseconds since the epoch. */
  at: number;
  /** In cents. */
  balance: number;
  /** What the point says on hover, tap and keyboard focus, date included. */
  label: string;
}

/** One bar of a stacked chart: a period's parts, each of a series. */
export interface StackedBar {
  /** The period's day (yyyy-MM-dd): its tick, "12 Nov". */
  date: string;
  /** Each series' part, in the chart's unit, in the order of the series. */
  parts: readonly number[];
  /** What the bar says on hover, tap and keyboard focus, date included. */
  label: string;
}
