import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './nz-date';
import { checkPowerStartDate, isValidIcpNumber, normaliseIcpNumber } from './power-sign-up';

describe('ICP numbers', () => {
  it('takes 10 digits, 2 letters and a 3-character checksum', () => {
    expect(isValidIcpNumber('0000123456AB123')).toBe(true);
    expect(isValidIcpNumber('0001234567UN7E1')).toBe(true);
    expect(isValidIcpNumber('0001234567un7e1')).toBe(true);
    expect(isValidIcpNumber('0001 2345 67UN-7E1')).toBe(true);
    expect(normaliseIcpNumber(' 0001234567un7e1 ')).toBe('0001234567UN7E1');
  });

  it('refuses other shapes', () => {
    for (const bad of [
      '',
      '0000123456AB12',
      '0000123456AB1234',
      '000012345XAB123',
      '0000123456A1123',
    ]) {
      expect(isValidIcpNumber(bad)).toBe(false);
    }
  });
});

describe('checkPowerStartDate', () => {
  const today = '2026-11-22';
  it('accepts today up to 90 days ahead and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        expect(checkPowerStartDate(addDays(today, offset), today).ok).toBe(
          offset >= 0 && offset <= 90,
        );
      }),
    );
  });

  it('says why a date is refused', () => {
    expect(checkPowerStartDate('2026-11-21', today)).toEqual({
      ok: false,
      message: 'The start date cannot be in the past.',
    });
    expect(checkPowerStartDate('not a date', today)).toMatchObject({ ok: false });
  });
});
