import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledPositions, positionAt, valueAxis } from './chart-scale';

/** Figures as charts show them: to a hundredth (cents, kWh, GB), below zero for a balance. */
const amounts = fc.array(
  fc.integer({ min: -100_000_000, max: 100_000_000_000 }).map((hundredths) => hundredths / 100),
  { minLength: 1 },
);

describe('valueAxis', () => {
  it('spans every value with evenly spaced round steps, from zero or below', () => {
    fc.assert(
      fc.property(amounts, (values) => {
        const { ticks, low, high } = valueAxis(values);
        expect(ticks[0]).toBe(low);
        expect(ticks.at(-1)).toBe(high);
        expect(low).toBeLessThanOrEqual(Math.min(0, ...values));
        expect(high).toBeGreaterThanOrEqual(Math.max(0, ...values));
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(10);
        const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5].some((round) => Math.abs(mantissa - round) < 1e-6)).toBe(true);
        for (const [index, tick] of ticks.entries()) {
          expect(tick).toBeCloseTo(low + index * step, 6);
        }
        if (low <= 0 && high >= 0) expect(ticks).toContain(0);
      }),
    );
  });

  it('never tops out past the power of ten above the highest value (axis-width.ts)', () => {
    const positive = fc.array(
      fc.integer({ min: 1, max: 100_000_000_000 }).map((hundredths) => hundredths / 100),
      { minLength: 1 },
    );
    fc.assert(
      fc.property(positive, (values) => {
        const highest = Math.max(...values);
        expect(valueAxis(values).high).toBeLessThanOrEqual(10 ** Math.ceil(Math.log10(highest)));
      }),
    );
  });

  it('gives a month of gigabytes gridlines a reader can add up', () => {
    expect(valueAxis([0.4, 1.25, 0.9])).toEqual({ ticks: [0, 0.5, 1, 1.5], low: 0, high: 1.5 });
    expect(valueAxis([0, 0])).toEqual({ ticks: [0, 1], low: 0, high: 1 });
    // Zero is a gridline of its own, exactly, below zero too.
    expect(valueAxis([-0.11]).ticks).toEqual([-0.15, -0.1, -0.05, 0]);
  });
});

describe('labelledPositions', () => {
  it('keeps at most the given number of labels, the last always among them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('', '12 Nov')),
        fc.integer({ min: 1, max: 10 }),
        (labels, most) => {
          const shown = labelledPositions(labels, most);
          const labelled = labels.flatMap((label, index) => (label === '' ? [] : [index]));
          expect(shown.length).toBeLessThanOrEqual(most);
          expect(shown.every((index) => labels[index] !== '')).toBe(true);
          expect(shown.at(-1)).toBe(labelled.at(-1));
          if (labelled.length > 0) expect(shown.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('labels every fifth day of a thirty-day month, ending on its last', () => {
    const month = Array.from({ length: 30 }, (_, day) => String(day + 1));
    expect(labelledPositions(month, 6)).toEqual([4, 9, 14, 19, 24, 29]);
  });
});

describe('positionAt', () => {
  it('finds the bar under a point across the chart, the ends included', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 2, noNaN: true }),
        fc.integer({ min: 1, max: 400 }),
        (fraction, count) => {
          const position = positionAt(fraction, count);
          expect(position).toBeGreaterThanOrEqual(0);
          expect(position).toBeLessThan(count);
          if (fraction >= 0 && fraction < 1) {
            expect(position / count).toBeLessThanOrEqual(fraction);
            expect((position + 1) / count).toBeGreaterThan(fraction);
          }
        },
      ),
    );
  });
});
