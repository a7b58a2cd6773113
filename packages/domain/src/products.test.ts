import { describe, expect, it } from 'vitest';
import { summariseProducts } from './products';
import { fibreHome, wirelessOnly } from './testing';

describe('products', () => {
  it('summarises what feature gating needs', () => {
    expect(fibreHome).toEqual({
      hasBroadband: true,
      hasNonWirelessBroadband: true,
      hasPower: true,
      hasEmail: true,
    });
    expect(wirelessOnly).toEqual({
      hasBroadband: true,
      hasNonWirelessBroadband: false,
      hasPower: false,
      hasEmail: false,
    });
    expect(summariseProducts([])).toEqual({
      hasBroadband: false,
      hasNonWirelessBroadband: false,
      hasPower: false,
      hasEmail: false,
    });
  });
});
