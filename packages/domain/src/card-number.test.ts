import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkCardNumber,
  detectCardType,
  formatCardNumberInput,
  isAcceptedForDirectDebitPage,
  isValidCardNumber,
  cardLabel,
  maskCardNumber,
  normaliseCardNumber,
} from './card-number';
import { luhnCheckDigit } from './luhn';

describe('card numbers', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4000000000000002', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
  ] as const)('%s is a valid %s', (number, type) => {
    expect(detectCardType(number)).toBe(type);
    expect(checkCardNumber(number)).toEqual({
      valid: true,
      type,
      digits: normaliseCardNumber(number),
    });
  });

  it('rejects bad numbers with a reason', () => {
    expect(checkCardNumber('4111 1111 1111 1112')).toEqual({ valid: false, reason: 'checksum' });
    expect(checkCardNumber('4111 1111 1111 111')).toEqual({ valid: false, reason: 'length' });
    expect(checkCardNumber('9111111111111111')).toEqual({ valid: false, reason: 'unknown-type' });
    expect(checkCardNumber('4111-1111-1111-1111')).toEqual({ valid: false, reason: 'format' });
    expect(checkCardNumber('')).toEqual({ valid: false, reason: 'format' });
    expect(detectCardType('2')).toBeUndefined();
    expect(detectCardType('4')).toBe('visa');
  });

  it('accepts only Visa and Mastercard on the direct-debit page', () => {
    expect(isAcceptedForDirectDebitPage('4111111111111111')).toBe(true);
    expect(isAcceptedForDirectDebitPage('5555555555554444')).toBe(true);
    expect(isAcceptedForDirectDebitPage('378282246310005')).toBe(false);
    expect(isAcceptedForDirectDebitPage('4111111111111112')).toBe(false);
  });

  it('masks input by card type', () => {
    expect(formatCardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumberInput('4111-11')).toBe('4111 11');
    expect(formatCardNumberInput('')).toBe('');
  });

  it('masks a stored number to its last 4 digits', () => {
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('•••• 1111');
    expect(maskCardNumber('5555555555554444')).toBe('•••• 4444');
  });

  it('names a saved card by its type and last 4 digits', () => {
    expect(cardLabel({ type: 'Mastercard', maskedNumber: '555555******4444' })).toBe(
      'Mastercard •••• 4444',
    );
  });

  it('generated Visa numbers with a correct check digit are accepted, in any mask', () => {
    const body = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 })
      .map((d) => `4${d.join('')}`);
    fc.assert(
      fc.property(body, (b) => {
        const number = b + String(luhnCheckDigit(b));
        expect(isValidCardNumber(number)).toBe(true);
        const masked = formatCardNumberInput(number);
        expect(isValidCardNumber(masked)).toBe(true);
        expect(normaliseCardNumber(masked)).toBe(number);
        const last = Number(number.charAt(15));
        const wrong = number.slice(0, 15) + String((last + 1) % 10);
        expect(isValidCardNumber(wrong)).toBe(false);
      }),
    );
  });
});
