import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { retryDelaySeconds } from './delivery-backoff';

describe('delivery retries', () => {
  it('waits 30 s, 2 min, 8 min, 32 min, then an hour at most', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelaySeconds)).toEqual([30, 120, 480, 1920, 3600, 3600]);
  });

  it('never waits less after a later try, nor more than an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (attempt) => {
        expect(retryDelaySeconds(attempt + 1)).toBeGreaterThanOrEqual(retryDelaySeconds(attempt));
        expect(retryDelaySeconds(attempt)).toBeLessThanOrEqual(3600);
      }),
    );
  });
});
