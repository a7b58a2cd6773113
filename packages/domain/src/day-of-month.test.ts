import { describe, expect, it } from 'vitest';
import { isValidDayOfMonth } from './day-of-month';

describe('day of month', () => {
  it('allows days 1 to 28', () => {
    expect(isValidDayOfMonth(1)).toBe(true);
    expect(isValidDayOfMonth(28)).toBe(true);
    expect(isValidDayOfMonth(0)).toBe(false);
    expect(isValidDayOfMonth(29)).toBe(false);
    expect(isValidDayOfMonth(15.5)).toBe(false);
  });
});
