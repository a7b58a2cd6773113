import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareWithUsual,
  forecastBill,
  forecastReasonText,
  usualBillCents,
  type BillForecastInput,
  type PowerSoFar,
} from './bill-forecast';
import { daysBetween } from './nz-date';

/** A 30-day period, 10 days gone: 1 to 31 March, today the 11th. */
const base: BillForecastInput = {
  periodStart: '2027-03-01',
  billDate: '2027-03-31',
  today: '2027-03-11',
  planCents: 20_000,
  instalments: [],
  creditCents: 0,
  power: null,
  usageChargesSoFarCents: 0,
  usualUsageDailyCents: null,
  recentBillCents: [30_000, 31_000, 29_000],
};

const power: PowerSoFar = {
  kwhSoFar: 200,
  daysRead: 10,
  perKwhCents: 30,
  usualDailyKwh: 20,
  usualBasis: 'lastYear',
};

describe('forecastBill', () => {
  it('carries power on at its pace so far and names use above the usual', () => {
    const forecast = forecastBill({ ...base, power: { ...power, kwhSoFar: 236 } });
    // 236 kWh in 10 days, 708 kWh over 30 days at 30c.
    expect(forecast.parts).toEqual([
      { kind: 'plans', cents: 20_000, soFarCents: 20_000 },
      { kind: 'power', cents: 21_240, soFarCents: 7_080, usualCents: 18_000 },
    ]);
    expect(forecast.totalCents).toBe(41_240);
    expect(forecast.usualCents).toBe(30_000);
    expect(forecast.comparison).toBe('above');
    expect(forecast.daysLeft).toBe(20);
    expect(forecast.reasons).toEqual([
      { kind: 'power', percent: 18, direction: 'above', basis: 'lastYear' },
    ]);
    expect(forecastReasonText(forecast.reasons[0]!)).toBe(
      'Power use is running 18% above your usual for this time of year',
    );
  });

  it('names power below a usual taken lately, without a year of reads', () => {
    const recent = { ...power, kwhSoFar: 160, usualBasis: 'recent' as const };
    const [reason] = forecastBill({ ...base, power: recent }).reasons;
    expect(reason && forecastReasonText(reason)).toBe(
      'Power use is running 20% below your usual lately',
    );
  });

  it('says nothing of power used about as usual', () => {
    expect(forecastBill({ ...base, power }).reasons).toEqual([]);
  });

  it('projects from the usual use before the first read, and names nothing', () => {
    const forecast = forecastBill({ ...base, power: { ...power, kwhSoFar: 0, daysRead: 0 } });
    expect(forecast.parts[1]).toEqual({
      kind: 'power',
      cents: 18_000,
      soFarCents: 0,
      usualCents: 18_000,
    });
    expect(forecast.reasons).toEqual([]);
  });

  it('adds instalments, usage at its pace and credits, each with its words', () => {
    const forecast = forecastBill({
      ...base,
      instalments: [{ cents: 4_999, final: true }],
      usageChargesSoFarCents: 300,
      creditCents: 1_500,
    });
    expect(forecast.totalCents).toBe(20_000 + 900 + 4_999 - 1_500);
    expect(forecast.reasons.map((r) => forecastReasonText(r, ' excl. GST'))).toEqual([
      'Your device instalments end after this bill',
      'Calls and texts charged by use come to $3.00 excl. GST so far',
      'A credit of $15.00 excl. GST comes off this bill',
    ]);
  });

  it('adds the usual use charges for the days left, and names charges well over the usual', () => {
    const over = forecastBill({ ...base, usageChargesSoFarCents: 300, usualUsageDailyCents: 10 });
    expect(over.parts[1]).toEqual({ kind: 'usage', cents: 500, soFarCents: 300, usualCents: 300 });
    expect(over.reasons.map((r) => forecastReasonText(r))).toEqual([
      'Calls and texts charged by use come to $3.00 so far, more than usual',
    ]);
    // $1.05 against a usual $1.00 by now: neither a tenth nor a dollar over.
    const usual = forecastBill({ ...base, usageChargesSoFarCents: 105, usualUsageDailyCents: 10 });
    expect(usual.parts[1]?.cents).toBe(305);
    expect(usual.reasons).toEqual([]);
  });

  it('says nothing of instalments that go on', () => {
    const forecast = forecastBill({ ...base, instalments: [{ cents: 4_999, final: false }] });
    expect(forecast.reasons).toEqual([]);
  });
});

describe('usualBillCents and compareWithUsual', () => {
  it('is the median of the newest six bills', () => {
    expect(usualBillCents([])).toBeNull();
    expect(usualBillCents([100])).toBe(100);
    expect(usualBillCents([100, 300])).toBe(200);
    expect(usualBillCents([1, 9, 5, 7, 3, 2, 1_000_000])).toBe(4);
  });

  it('names a bill 10% or more off the usual', () => {
    expect(compareWithUsual(110, 100)).toBe('above');
    expect(compareWithUsual(109, 100)).toBe('usual');
    expect(compareWithUsual(90, 100)).toBe('below');
    expect(compareWithUsual(90, null)).toBeNull();
  });
});

const day = fc.integer({ min: 0, max: 60 });
const cents = fc.integer({ min: 0, max: 500_000 });
const powerArb = fc.record({
  kwhSoFar: fc.integer({ min: 0, max: 5_000 }),
  daysRead: fc.integer({ min: 0, max: 40 }),
  perKwhCents: fc.double({ min: 10, max: 60, noNaN: true }),
  usualDailyKwh: fc.option(fc.double({ min: 0, max: 80, noNaN: true })),
  usualBasis: fc.constantFrom('lastYear' as const, 'recent' as const),
});
const inputArb = fc
  .record({
    length: fc.integer({ min: 1, max: 40 }),
    gone: day,
    planCents: cents,
    instalments: fc.array(fc.record({ cents, final: fc.boolean() }), { maxLength: 3 }),
    creditCents: cents,
    power: fc.option(powerArb),
    usageChargesSoFarCents: cents,
    usualUsageDailyCents: fc.option(fc.integer({ min: 0, max: 5_000 })),
    recentBillCents: fc.array(cents, { maxLength: 13 }),
  })
  .map(({ length, gone, ...rest }): BillForecastInput => {
    const start = new Date(Date.UTC(2027, 0, 1));
    const key = (days: number) =>
      new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    return { ...rest, periodStart: key(0), billDate: key(length), today: key(gone) };
  });

describe('forecastBill, for any household', () => {
  it('is the sum of its parts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const forecast = forecastBill(input);
        expect(forecast.totalCents).toBe(forecast.parts.reduce((sum, p) => sum + p.cents, 0));
        for (const part of forecast.parts) {
          if (part.kind === 'credits') expect(part.cents).toBeLessThanOrEqual(part.soFarCents);
          else expect(part.cents).toBeGreaterThanOrEqual(part.soFarCents);
        }
      }),
    );
  });

  it('never goes down for more use so far', () => {
    fc.assert(
      fc.property(inputArb, cents, fc.integer({ min: 0, max: 2_000 }), (input, more, kwh) => {
        const before = forecastBill(input).totalCents;
        const moreUsage = { ...input, usageChargesSoFarCents: input.usageChargesSoFarCents + more };
        expect(forecastBill(moreUsage).totalCents).toBeGreaterThanOrEqual(before);
        if (input.power !== null) {
          const morePower = { ...input.power, kwhSoFar: input.power.kwhSoFar + kwh };
          expect(forecastBill({ ...input, power: morePower }).totalCents).toBeGreaterThanOrEqual(
            before,
          );
        }
      }),
    );
  });

  it('names only real differences', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { reasons } = forecastBill(input);
        const kinds = reasons.map((r) => r.kind);
        expect(new Set(kinds).size).toBe(kinds.length);
        expect(kinds.includes('instalmentsEnd')).toBe(input.instalments.some((i) => i.final));
        expect(kinds.includes('credit')).toBe(input.creditCents > 0);
        // Use charges are named only when there are some, and well over any usual by now.
        const usage = reasons.find((r) => r.kind === 'usageCharges');
        if (input.usageChargesSoFarCents === 0) expect(usage).toBeUndefined();
        if (usage !== undefined && input.usualUsageDailyCents !== null) {
          const gone = Math.min(
            daysBetween(input.periodStart, input.today),
            daysBetween(input.periodStart, input.billDate),
          );
          const usualSoFar = input.usualUsageDailyCents * gone;
          expect(input.usageChargesSoFarCents).toBeGreaterThanOrEqual(usualSoFar * 1.1);
          expect(input.usageChargesSoFarCents - usualSoFar).toBeGreaterThanOrEqual(100);
        }
        const named = reasons.find((r) => r.kind === 'power');
        const p = input.power;
        if (named === undefined) return;
        // A power reason needs reads this period and a usual to differ from, by 10% or more.
        expect(p).not.toBeNull();
        if (p === null || p.usualDailyKwh === null) throw new Error('no usual power');
        const days = Math.min(p.daysRead, daysBetween(input.periodStart, input.billDate));
        const pace = p.kwhSoFar / days / p.usualDailyKwh;
        expect(named.direction).toBe(pace > 1 ? 'above' : 'below');
        expect(named.percent).toBeGreaterThanOrEqual(10);
        expect(forecastReasonText(named)).toContain(`${String(named.percent)}% ${named.direction}`);
      }),
    );
  });
});
