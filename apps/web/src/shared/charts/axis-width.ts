/** The y axis's labels are 12 px text; a digit or letter of it is at most this wide. */
const CHARACTER_PX = 7.5;
/** The gap between a label and the plot and a little room. */
const LABEL_ROOM_PX = 10;

/**
 * How wide the y axis must be for its labels, found from the data rather than by measuring
 * the drawn labels, which the server cannot do (recharts' `width: 'auto'` measured each label
 * in the page and drew the chart again for every answer, issue 27). The axis's top gridline
 * is the maximum rounded up to a round step, never past the next power of ten (valueAxis,
 * chart-scale.ts), so the labels of the maximum and of that power hold the widest it shows.
 */
export function yAxisWidth(values: readonly number[], format: (value: number) => string): number {
  const highest = Math.max(0, ...values);
  const ceiling = highest > 0 ? 10 ** Math.ceil(Math.log10(highest)) : 0;
  const widest = Math.max(format(highest).length, format(ceiling).length, format(0).length);
  return Math.ceil(widest * CHARACTER_PX) + LABEL_ROOM_PX;
}
