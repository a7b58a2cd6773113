import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addGst, chargeForDisplay, gstComponent, removeGst } from './gst';

describe('GST', () => {
  it('adds and removes 15% by default', () => {
    expect(addGst(10000)).toBe(11500);
    expect(removeGst(11500)).toBe(10000);
    expect(gstComponent(11500)).toBe(1500);
    expect(gstComponent(2300)).toBe(300);
    expect(addGst(1)).toBe(1); // 0.15 cent rounds away
    expect(addGst(10)).toBe(12); // 1.5 cents rounds half away from zero
    expect(addGst(-10)).toBe(-12);
  });

  it('takes another rate', () => {
    expect(addGst(10000, 100)).toBe(10100);
    expect(removeGst(10100, 100)).toBe(10000);
  });

  it('picks the inclusive or exclusive charge', () => {
    const charge = { chargeIncludingGst: 4600, chargeExcludingGst: 4000 };
    expect(chargeForDisplay(charge, true)).toBe(4600);
    expect(chargeForDisplay(charge, false)).toBe(4000);
  });

  it('removing GST from an amount with GST added gives back the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(removeGst(addGst(cents))).toBe(cents);
      }),
    );
  });
});
