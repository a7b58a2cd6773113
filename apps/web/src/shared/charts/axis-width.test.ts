import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yAxisWidth } from './axis-width';

const megabytes = (value: number) => `${new Intl.NumberFormat('en-NZ').format(value)} MB`;

describe('yAxisWidth', () => {
  it('is wide enough for the widest label, the rounded-up top tick among them', () => {
    // 950 MB rounds up to a top tick of 1,000 MB at most: one character more than the maximum.
    expect(yAxisWidth([120, 950], megabytes)).toBe(Math.ceil('1,000 MB'.length * 7.5) + 10);
    expect(yAxisWidth([1_180], megabytes)).toBe(Math.ceil('10,000 MB'.length * 7.5) + 10);
    expect(yAxisWidth([], megabytes)).toBe(Math.ceil('0 MB'.length * 7.5) + 10);
  });

  it('never narrows as the values grow', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(yAxisWidth([high], megabytes)).toBeGreaterThanOrEqual(yAxisWidth([low], megabytes));
      }),
    );
  });
});
