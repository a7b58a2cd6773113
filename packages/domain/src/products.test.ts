import { describe, expect, it } from 'vitest';
import { summariseProducts } from './products';

const fibreHome = summariseProducts(
  [
    { coreProductKey: 'ELECTRICITY', components: [{ service: 'Electricity' }] },
    {
      coreProductKey: 'UFF1000/500',
      broadbandCategoryGroup: 'UFB',
      broadbandCategory: 'UFB 1000/500',
      components: [{ service: 'Internet' }, { service: 'Voice' }],
    },
  ],
  [{ service: 'static_ip' }, { service: 'email' }],
);
const wirelessOnly = summariseProducts([
  {
    coreProductKey: 'WBBv2_4G_Unlimited',
    broadbandCategoryGroup: 'WBB',
    components: [{ service: 'mobile2_wbb' }],
  },
]);

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
