import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCorrelationId } from '@portal/domain';
import { createCorrelationId, pooledRandomInt, SERVER_CORRELATION_PREFIX } from './correlation-id';

describe('server correlation ids', () => {
  it('have the spec’s shape', () => {
    const id = createCorrelationId(new Date('2026-11-22T05:06:07Z'));
    expect(id).toMatch(/^SRV20261122050607[A-Z0-9]{16}$/);
    expect(isCorrelationId(id, SERVER_CORRELATION_PREFIX)).toBe(true);
  });

  it('draw every random integer below the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), (bound) => {
        for (let i = 0; i < 200; i += 1) {
          const value = pooledRandomInt(bound);
          expect(Number.isInteger(value) && value >= 0 && value < bound).toBe(true);
        }
      }),
    );
  });

  it('draw the 36 characters evenly (a byte taken modulo 36 would favour the first four)', () => {
    const draws = 360_000;
    const counts = new Array<number>(36).fill(0);
    for (let i = 0; i < draws; i += 1) {
      const value = pooledRandomInt(36);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    // Expected 10,000 each, standard deviation about 98: five deviations either side.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('refuses bounds a byte cannot cover', () => {
    expect(() => pooledRandomInt(0)).toThrow(RangeError);
    expect(() => pooledRandomInt(257)).toThrow(RangeError);
  });
});
