import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPEN_TERM_AVERAGING_MONTHS, summariseOffer } from './offer-summary';

describe('summariseOffer', () => {
  it('averages a fixed-term plan over its term and states the most it costs to leave', () => {
    expect(
      summariseOffer({
        pricePerMonthCents: 9_900,
        termMonths: 12,
        setupFeeCents: 0,
        earlyTerminationFeePerMonthCents: 1_500,
        earlyTerminationFeeCapCents: 15_000,
      }),
    ).toEqual({
      pricePerMonthCents: 9_900,
      averageMonthlyPriceCents: 9_900,
      averagedOverMonths: 12,
      termMonths: 12,
      setupFeeCents: 0,
      feeToLeaveAtStartCents: 15_000,
      feePerMonthLeftCents: 1_500,
      feeCapCents: 15_000,
    });
  });

  it('spreads a one-off fee of an open-term plan over its first 12 months, with no fee to leave', () => {
    const summary = summariseOffer({
      pricePerMonthCents: 7_500,
      termMonths: null,
      setupFeeCents: 4_900,
      earlyTerminationFeePerMonthCents: 1_000,
      earlyTerminationFeeCapCents: null,
    });
    expect(summary.averagedOverMonths).toBe(OPEN_TERM_AVERAGING_MONTHS);
    expect(summary.averageMonthlyPriceCents).toBe(7_908);
    expect(summary.feeToLeaveAtStartCents).toBe(0);
    expect(summary.termMonths).toBeNull();
  });

  it('never averages below the monthly price, nor leaves for more than the cap', () => {
    fc.assert(
      fc.property(
        fc.record({
          pricePerMonthCents: fc.integer({ min: 0, max: 50_000 }),
          termMonths: fc.option(fc.integer({ min: 1, max: 36 })),
          setupFeeCents: fc.integer({ min: 0, max: 50_000 }),
          earlyTerminationFeePerMonthCents: fc.integer({ min: 0, max: 10_000 }),
          earlyTerminationFeeCapCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
        }),
        (offer) => {
          const summary = summariseOffer(offer);
          expect(summary.averageMonthlyPriceCents).toBeGreaterThanOrEqual(offer.pricePerMonthCents);
          if (offer.earlyTerminationFeeCapCents !== null) {
            expect(summary.feeToLeaveAtStartCents).toBeLessThanOrEqual(
              offer.earlyTerminationFeeCapCents,
            );
          }
          if (offer.termMonths === null) expect(summary.feeToLeaveAtStartCents).toBe(0);
        },
      ),
    );
  });
});
