import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentBillPeriod, lastTwelveMonths, recentBillingPeriods } from './usage-periods';
import { addDays } from './nz-date';

describe('usage periods', () => {
  it('lists the last 12 months, newest first, by the Auckland calendar', () => {
    // 31 Jan 2026 11:30 UTC is already 1 Feb in Auckland.
    const months = lastTwelveMonths(new Date('2026-01-31T11:30:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({
      key: '2026-02',
      label: 'February 2026',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(months[1]?.key).toBe('2026-01');
    expect(months[2]).toMatchObject({ key: '2025-12', from: '2025-12-01', to: '2025-12-31' });
    expect(months[11]?.key).toBe('2025-03');
  });

  it('months are contiguous', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (now) => {
          const months = lastTwelveMonths(now);
          months.slice(1).forEach((month, i) => {
            expect(addDays(month.to, 1)).toBe(months[i]?.from);
          });
        },
      ),
    );
  });

  it('builds up to 6 billing periods from bill dates', () => {
    const dates = ['2026-01-15', '2026-03-15', '2026-02-15', '2026-03-15'];
    expect(recentBillingPeriods(dates)).toEqual([
      {
        key: '2026-03-15',
        billDate: '2026-03-15',
        label: '15/02/2026 - 14/03/2026',
        from: '2026-02-15',
        to: '2026-03-14',
      },
      {
        key: '2026-02-15',
        billDate: '2026-02-15',
        label: '15/01/2026 - 14/02/2026',
        from: '2026-01-15',
        to: '2026-02-14',
      },
      {
        key: '2026-01-15',
        billDate: '2026-01-15',
        label: '15/12/2025 - 14/01/2026',
        from: '2025-12-15',
        to: '2026-01-14',
      },
    ]);
    const many = Array.from({ length: 10 }, (_, i) => addDays('2026-01-01', i * 14));
    expect(recentBillingPeriods(many)).toHaveLength(6);
    expect(recentBillingPeriods([])).toEqual([]);
  });
});

describe('currentBillPeriod', () => {
  it('runs from the last bill date to today and says how many days are left', () => {
    expect(currentBillPeriod('2026-11-05', '2026-12-05', '2026-11-23')).toEqual({
      key: 'current:2026-11-05',
      label: 'This bill period (12 days left)',
      from: '2026-11-05',
      to: '2026-11-23',
      daysLeft: 12,
    });
    expect(currentBillPeriod('2026-11-05', '2026-11-24', '2026-11-23').label).toBe(
      'This bill period (1 day left)',
    );
    expect(currentBillPeriod('2026-11-05', null, '2026-11-23').label).toBe('This bill period');
  });
});
