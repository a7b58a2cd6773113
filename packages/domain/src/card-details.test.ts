import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatCardExpiry,
  isCardExpiryValid,
  isValidCardIdEntry,
  isValidCvv,
  isValidCvvForCard,
  parseCardExpiry,
} from './card-details';

// 15 Nov 2026 10:00 in Auckland.
const today = new Date('2026-11-14T21:00:00Z');

describe('card details', () => {
  it('checks CVV length, per card type too', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
    expect(isValidCvvForCard('1234', 'amex')).toBe(true);
    expect(isValidCvvForCard('123', 'amex')).toBe(false);
    expect(isValidCvvForCard('123', 'visa')).toBe(true);
    expect(isValidCvvForCard('1234', 'visa')).toBe(false);
  });

  it('needs a card id entry of at least 15 characters', () => {
    expect(isValidCardIdEntry('a'.repeat(15))).toBe(true);
    expect(isValidCardIdEntry('a'.repeat(14))).toBe(false);
    expect(isValidCardIdEntry(`  ${'a'.repeat(14)}  `)).toBe(false);
  });

  it('formats and parses MM/YY', () => {
    expect(formatCardExpiry({ month: 3, year: 2027 })).toBe('03/27');
    expect(parseCardExpiry('03/27')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('3/2027')).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry('13/27')).toBeUndefined();
    expect(parseCardExpiry('00/27')).toBeUndefined();
    expect(parseCardExpiry('0327')).toBeUndefined();
  });

  it('accepts the current month and later, not the past', () => {
    expect(isCardExpiryValid({ month: 11, year: 2026 }, today)).toBe(true);
    expect(isCardExpiryValid({ month: 12, year: 2026 }, today)).toBe(true);
    expect(isCardExpiryValid({ month: 10, year: 2026 }, today)).toBe(false);
    expect(isCardExpiryValid({ month: 1, year: 2025 }, today)).toBe(false);
    expect(isCardExpiryValid({ month: 13, year: 2027 }, today)).toBe(false);
    expect(isCardExpiryValid({ month: 1, year: 2060 }, today)).toBe(false);
  });

  it('reads the current month in Auckland, not UTC', () => {
    // 31 Oct 2026 12:30 UTC is already 1 Nov 2026 in Auckland.
    const edge = new Date('2026-10-31T12:30:00Z');
    expect(isCardExpiryValid({ month: 10, year: 2026 }, edge)).toBe(false);
  });

  it('format then parse is the identity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        (month, year) => {
          expect(parseCardExpiry(formatCardExpiry({ month, year }))).toEqual({ month, year });
        },
      ),
    );
  });
});
