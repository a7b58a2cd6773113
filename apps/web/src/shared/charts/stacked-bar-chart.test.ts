import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stackParts } from './stacked-bar-chart';

describe('stackParts', () => {
  it('stacks positive parts up from zero and negative parts down from it', () => {
    expect(stackParts([10, -2, 5, -3])).toEqual([
      { from: 0, to: 10 },
      { from: 0, to: -2 },
      { from: 10, to: 15 },
      { from: -2, to: -5 },
    ]);
  });

  it('reaches the sum of the positive parts at the top and of the negative at the bottom', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), (parts) => {
        const stack = stackParts(parts);
        const tops = stack.map((part) => Math.max(part.from, part.to));
        const bottoms = stack.map((part) => Math.min(part.from, part.to));
        const up = parts.filter((p) => p > 0).reduce((t, p) => t + p, 0);
        const down = parts.filter((p) => p < 0).reduce((t, p) => t + p, 0);
        expect(Math.max(0, ...tops)).toBe(up);
        expect(Math.min(0, ...bottoms)).toBe(down);
      }),
    );
  });
});
