import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INVALID_BENEFICIARY_NUMBER_MESSAGE,
  INVALID_PREPAY_NUMBER_MESSAGE,
  beneficiaryNumberError,
  formatPhoneNumber,
  isValidMobileNumber,
  isValidPrepayMobileNumber,
  maskMobileNumber,
  normaliseMobileNumber,
  prepayNumberError,
} from './mobile-number';

const digitString = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

describe('mobile numbers', () => {
  it('keeps the spec messages word for word, misspelling included', () => {
    expect(INVALID_BENEFICIARY_NUMBER_MESSAGE).toBe(
      'The number your have entered is not a valid beneficiary number.',
    );
    expect(INVALID_PREPAY_NUMBER_MESSAGE).toBe(
      'The number your have entered is not a valid prepay number.',
    );
  });

  it.each([
    ['0211234567', true],
    ['021 123 4567', true],
    ['021-123-4567', true],
    ['+64 21 123 4567', true],
    ['02123456', true], // 02 + 6
    ['02123456789', true], // 02 + 9
    ['0212345', false], // 02 + 5
    ['021234567890', false], // 02 + 10
    ['091234567', true], // 09 + 7
    ['09123456', true], // 09 + 6
    ['0912345678', false], // 09 + 8
    ['051234567', false], // 05 is not a region
    ['081234567', false],
    ['2112345678', false],
    ['021123456a', false],
    ['', false],
  ])('general rule: %s → %s', (input, valid) => {
    expect(isValidMobileNumber(input)).toBe(valid);
  });

  it('prepay numbers must be mobiles (02)', () => {
    expect(isValidPrepayMobileNumber('0201234570')).toBe(true);
    expect(isValidPrepayMobileNumber('091234567')).toBe(false);
    expect(prepayNumberError('091234567')).toBe(INVALID_PREPAY_NUMBER_MESSAGE);
    expect(prepayNumberError('020 123 4570')).toBeUndefined();
    expect(beneficiaryNumberError('12')).toBe(INVALID_BENEFICIARY_NUMBER_MESSAGE);
    expect(beneficiaryNumberError('0221234568')).toBeUndefined();
  });

  it('formats numbers grouped for display', () => {
    expect(formatPhoneNumber('0211234567')).toBe('021 123 4567');
    expect(formatPhoneNumber('021-123-4567')).toBe('021 123 4567');
    expect(formatPhoneNumber('021123456')).toBe('021 123 456');
    expect(formatPhoneNumber('02212345678')).toBe('022 1234 5678');
    expect(formatPhoneNumber('091234567')).toBe('09 123 4567');
    expect(formatPhoneNumber('03123456')).toBe('03 123 456');
    expect(formatPhoneNumber(' not a number ')).toBe('not a number');
  });

  it('masks all but the last 8 digits', () => {
    expect(maskMobileNumber('021 123 4567')).toBe('••11234567');
    expect(maskMobileNumber('02123456')).toBe('02123456');
  });

  it('formatting then normalising gives back the number', () => {
    const valid = fc.oneof(
      digitString(6, 9).map((d) => `02${d}`),
      fc
        .tuple(fc.constantFrom('3', '4', '6', '7', '9'), digitString(6, 7))
        .map(([r, d]) => `0${r}${d}`),
    );
    fc.assert(
      fc.property(valid, (number) => {
        expect(isValidMobileNumber(number)).toBe(true);
        const shown = formatPhoneNumber(number);
        expect(shown).toMatch(/^\d{2,3} \d{2,4} \d{3,4}$/);
        expect(normaliseMobileNumber(shown)).toBe(number);
      }),
    );
  });

  it('masking keeps length and the last 8 digits', () => {
    fc.assert(
      fc.property(digitString(6, 9), (d) => {
        const number = `02${d}`;
        const masked = maskMobileNumber(number);
        expect(masked).toHaveLength(number.length);
        expect(masked.slice(-8)).toBe(number.slice(-8));
      }),
    );
  });
});
