import { describe, expect, it } from 'vitest';
import { BYTES_PER_GB } from '@portal/domain';
import { dataCategories, periodsIn } from './data-categories';

const GB = BYTES_PER_GB;
const byName = (input: Parameters<typeof dataCategories>[0]) =>
  Object.fromEntries(dataCategories(input).map((c) => [c.category, c.bytes]));

describe('data usage categories', () => {
  it('counts overage past the allowance and the carryover', () => {
    expect(
      byName({
        allowanceBytes: 10 * GB,
        unlimitedData: false,
        carryoverBytes: 2 * GB,
        usedBytes: 13 * GB,
      }),
    ).toEqual({
      'Allocated Data': 10 * GB,
      'Carryover and Bonus Data': 2 * GB,
      'Overage Data': GB,
      'Total Used': 13 * GB,
      'Total Remaining': 0,
    });
  });

  it('leaves what is not used as remaining', () => {
    const result = byName({
      allowanceBytes: 10 * GB,
      unlimitedData: false,
      carryoverBytes: GB,
      usedBytes: 4 * GB,
    });
    expect(result['Total Remaining']).toBe(7 * GB);
    expect(result['Overage Data']).toBe(0);
  });

  it('has nothing to count down without a cap', () => {
    const result = byName({
      allowanceBytes: null,
      unlimitedData: true,
      carryoverBytes: 0,
      usedBytes: 99 * GB,
    });
    expect(result['Allocated Data']).toBeNull();
    expect(result['Total Remaining']).toBeNull();
    expect(result['Overage Data']).toBe(0);
  });

  it('counts a month or a bill period as one allowance and a year as twelve', () => {
    expect(periodsIn('2026-02-01', '2026-02-28')).toBe(1);
    expect(periodsIn('2026-01-05', '2026-02-04')).toBe(1);
    expect(periodsIn('2025-03-01', '2026-02-28')).toBe(12);
  });
});
