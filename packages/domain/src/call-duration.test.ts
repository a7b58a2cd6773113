import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { callMinutes, countTexts, formatCallMinutes, summariseCalls } from './call-duration';

describe('call durations and texts', () => {
  it('rounds each call up to whole minutes', () => {
    expect(callMinutes(0)).toBe(0);
    expect(callMinutes(1)).toBe(1);
    expect(callMinutes(59)).toBe(1);
    expect(callMinutes(60)).toBe(1);
    expect(callMinutes(61)).toBe(2);
    expect(formatCallMinutes(30)).toBe('1 min');
    expect(formatCallMinutes(125)).toBe('3 mins');
    expect(formatCallMinutes(0)).toBe('0 mins');
    expect(summariseCalls([{ durationSeconds: 10 }, { durationSeconds: 70 }])).toEqual({
      count: 2,
      minutes: 3,
    });
    expect(countTexts([{}, {}, {}])).toBe(3);
  });

  it('a rounded call is never shorter than the call and less than a minute longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), (seconds) => {
        const minutes = callMinutes(seconds);
        expect(minutes * 60).toBeGreaterThanOrEqual(seconds);
        expect(minutes * 60 - seconds).toBeLessThan(60);
      }),
    );
  });
});
