import { describe, expect, it } from 'vitest';
import { isValidVoucherNumber } from './voucher';

describe('voucher', () => {
  it('needs exactly 12 digits', () => {
    expect(isValidVoucherNumber('123456789012')).toBe(true);
    expect(isValidVoucherNumber('1234 5678 9012')).toBe(true);
    expect(isValidVoucherNumber('12345678901')).toBe(false);
    expect(isValidVoucherNumber('1234567890123')).toBe(false);
    expect(isValidVoucherNumber('12345678901a')).toBe(false);
  });
});
