import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shouldReportStatus } from './error-reporting';

describe('shouldReportStatus', () => {
  it.each([
    [400, true],
    [401, false],
    [403, false],
    [404, false],
    [429, false],
    [499, false],
    [500, true],
    [503, true],
    [undefined, true],
  ])('status %s → %s', (status, expected) => {
    expect(shouldReportStatus(status)).toBe(expected);
  });

  it('skips exactly the statuses 401–499', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(shouldReportStatus(status)).toBe(status <= 400 || status >= 500);
      }),
    );
  });
});
