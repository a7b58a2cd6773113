import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emulatedIndex, slowdownFor } from './cpu-emulation';

describe('CPU emulation', () => {
  it('slows a host twice as fast as the target twice as much as Lighthouse does', () => {
    expect(slowdownFor(2000, 4000)).toBe(8);
    expect(slowdownFor(2000, 2000)).toBe(4);
    expect(slowdownFor(2000, 3810)).toBe(7.6);
  });

  it('never speeds a slow host up', () => {
    expect(slowdownFor(2000, 300)).toBe(1);
  });

  it('stands for the target index, to the rounding of a tenth of the slowdown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 5000 }),
        fc.integer({ min: 1000, max: 8000 }),
        (target, host) => {
          const slowdown = slowdownFor(target, host);
          fc.pre(slowdown > 1);
          const stood = emulatedIndex(host, slowdown);
          // Within the 0.05 of rounding the slowdown, relative to the slowdown itself.
          expect(Math.abs(stood - target) / target).toBeLessThanOrEqual(0.05 / slowdown + 1e-9);
        },
      ),
    );
  });
});
