import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargePerBill,
  isAccountBillFrequency,
  type AccountBillFrequency,
} from './charge-per-bill';

const frequencies: AccountBillFrequency[] = [
  'SixMonthly',
  'Monthly',
  'Fortnightly',
  'Weekly',
  'Daily',
];
const billsPerYear = { SixMonthly: 2, Monthly: 12, Fortnightly: 26, Weekly: 52, Daily: 365 };

describe('chargePerBill', () => {
  it('charges a monthly bill the monthly price and a fortnightly bill 12/26 of it', () => {
    expect(chargePerBill(8500, 'Monthly')).toBe(8500);
    expect(chargePerBill(8500, 'Fortnightly')).toBe(3923);
    expect(chargePerBill(8500, 'SixMonthly')).toBe(51000);
  });

  it('adds up over a year to twelve months, within a cent a bill', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...frequencies),
        (monthly, frequency) => {
          const year = chargePerBill(monthly, frequency) * billsPerYear[frequency];
          expect(Math.abs(year - monthly * 12)).toBeLessThanOrEqual(billsPerYear[frequency] / 2);
        },
      ),
    );
  });

  it('never charges a shorter bill more than a longer one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (monthly) => {
        const charges = frequencies.map((frequency) => chargePerBill(monthly, frequency));
        expect(charges).toEqual([...charges].sort((a, b) => b - a));
      }),
    );
  });

  it('refuses a fraction of a cent', () => {
    expect(() => chargePerBill(10.5, 'Monthly')).toThrow(RangeError);
  });

  it('knows the account bill frequencies', () => {
    expect(frequencies.every(isAccountBillFrequency)).toBe(true);
    expect(isAccountBillFrequency('Every28Days')).toBe(false);
  });
});
