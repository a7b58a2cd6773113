import { describe, expect, it } from 'vitest';
import { lastMonths } from './period';

describe('lastMonths', () => {
  it('runs from the day after the same date N months ago to today in Auckland', () => {
    // 21/11/2026 in Auckland (UTC+13).
    const now = new Date('2026-11-20T12:00:00Z');
    expect(lastMonths(3, now)).toEqual({ from: '2026-08-22', to: '2026-11-21' });
    expect(lastMonths(12, now)).toEqual({ from: '2025-11-22', to: '2026-11-21' });
  });

  it('clamps to the end of a shorter month', () => {
    expect(lastMonths(3, new Date('2026-05-30T12:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-05-31',
    });
  });
});
