/** The value axis of a chart: its gridlines' values, lowest first, from `low` to `high`. */
export interface ValueAxis {
  ticks: number[];
  low: number;
  high: number;
}

/** Steps a gridline may be apart, times a power of ten: round figures a reader adds up. */
const ROUND_STEPS = [1, 2, 2.5, 5, 10];

/** A tick's value without the float dust of adding steps (0.1 + 0.2). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * The gridlines for `values`: about `lines` steps of a round size, from zero (or the lowest
 * value, if below zero) up to the first step at or above the highest value. A chart of
 * nothing but zeros still gets one step, so its bars sit on a scale.
 */
export function valueAxis(values: readonly number[], lines = 4): ValueAxis {
  const highest = Math.max(0, ...values);
  const lowest = Math.min(0, ...values);
  const span = highest - lowest;
  if (span === 0) return { ticks: [0, 1], low: 0, high: 1 };
  const rough = span / lines;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = clean((ROUND_STEPS.find((size) => size * power >= rough) ?? 10) * power);
  // Whole steps from zero, so zero itself is a tick and exactly 0.
  const first = Math.floor(lowest / step);
  const last = Math.ceil(highest / step);
  const ticks = Array.from({ length: last - first + 1 }, (_, index) =>
    clean((first + index) * step),
  );
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  return { ticks, low, high };
}

/**
 * Which of a chart's positions get a label along the bottom: those with one, thinned to at
 * most `most` evenly, always keeping the last (the latest day is the one most looked for).
 * The chart cannot measure the labels when the server draws it, so it shows few enough
 * to fit a phone's width.
 */
export function labelledPositions(labels: readonly string[], most: number): number[] {
  const candidates = labels.flatMap((label, index) => (label === '' ? [] : [index]));
  const every = Math.max(1, Math.ceil(candidates.length / most));
  const last = candidates.length - 1;
  return candidates.filter((_, order) => (last - order) % every === 0);
}

/** The position of a point across the chart (a fraction of its width) among `count`. */
export function positionAt(fraction: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(fraction * count)));
}
