import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NZ_TIME_ZONE } from './nz-date';
import { NZ_RULE_YEARS, nzDateKeyByRule, nzOffsetHours } from './nz-offset';

/** What Intl's time-zone data says the day in Auckland is: the reference. */
const intlDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: NZ_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const ruleYears = fc.integer({ min: NZ_RULE_YEARS.first, max: NZ_RULE_YEARS.last });

describe('nzDateKeyByRule', () => {
  it('agrees with Intl’s time-zone data at any instant of the rule’s years', () => {
    const instant = fc.date({
      min: new Date(Date.UTC(NZ_RULE_YEARS.first, 0, 1)),
      max: new Date(Date.UTC(NZ_RULE_YEARS.last, 11, 31, 23, 59, 59)),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (at) => {
        expect(nzDateKeyByRule(at)).toBe(intlDay.format(at));
      }),
      { numRuns: 2_000 },
    );
  });

  it('agrees with Intl on either side of every change of the clocks', () => {
    // Within a day of 14:00 UTC on each possible Saturday before a change.
    const nearChange = fc
      .record({
        year: ruleYears,
        month: fc.constantFrom(3, 8),
        day: fc.integer({ min: 0, max: 7 }),
        offsetMinutes: fc.integer({ min: -24 * 60, max: 24 * 60 }),
      })
      .map(({ year, month, day, offsetMinutes }) => {
        const firstSaturday = month === 3 ? 0 : 23;
        return new Date(Date.UTC(year, month, firstSaturday + day, 14, offsetMinutes));
      });
    fc.assert(
      fc.property(nearChange, (at) => {
        expect(nzDateKeyByRule(at)).toBe(intlDay.format(at));
      }),
      { numRuns: 2_000 },
    );
  });

  it('changes the clocks at 14:00 UTC on the Saturdays before', () => {
    // 2026: ends Sunday 5 April, starts Sunday 27 September.
    expect(nzOffsetHours(new Date('2026-04-04T13:59:59Z'))).toBe(13);
    expect(nzOffsetHours(new Date('2026-04-04T14:00:00Z'))).toBe(12);
    expect(nzOffsetHours(new Date('2026-09-26T13:59:59Z'))).toBe(12);
    expect(nzOffsetHours(new Date('2026-09-26T14:00:00Z'))).toBe(13);
  });

  it('leaves years outside the rule to Intl', () => {
    expect(nzDateKeyByRule(new Date('2007-06-01T00:00:00Z'))).toBeUndefined();
    expect(nzDateKeyByRule(new Date('2100-01-01T00:00:00Z'))).toBeUndefined();
    expect(nzDateKeyByRule(new Date(Number.NaN))).toBeUndefined();
  });
});
