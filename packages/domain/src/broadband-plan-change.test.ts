import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthlyChange, planChangeDate } from './broadband-plan-change';

describe('planChangeDate', () => {
  it('is the next bill date when it is still to come', () => {
    expect(planChangeDate('2026-12-01', '2026-11-21')).toBe('2026-12-01');
  });

  it('is tomorrow when there is no next bill date or it has passed', () => {
    expect(planChangeDate(null, '2026-11-21')).toBe('2026-11-22');
    expect(planChangeDate('2026-11-21', '2026-11-21')).toBe('2026-11-22');
    expect(planChangeDate('2026-11-30', '2026-12-31')).toBe('2027-01-01');
  });
});

describe('monthlyChange', () => {
  it('says which way the charge moves', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (from, to) => {
        const change = monthlyChange(from, to);
        expect(from + change.differenceCents).toBe(to);
        expect(change.direction).toBe(to > from ? 'up' : to < from ? 'down' : 'same');
      }),
    );
  });
});
