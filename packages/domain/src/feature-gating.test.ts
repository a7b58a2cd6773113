import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BRANDS } from './brand';
import {
  addPowerGuard,
  deriveFeatures,
  isBusinessAccount,
  isFarmSourceAccount,
  isFlexiBilling,
  isPrepayOnly,
  powerGuard,
} from './feature-gating';
import type { ProductSummary } from './products';
import { fibreHome, wirelessOnly } from './testing';

const farm = { externalReferences: [{ type: 'FarmSourceAccountNumber' }] };
const plain = { externalReferences: [] };

describe('feature gating', () => {
  it('gives a full household everything on the main brand', () => {
    expect(deriveFeatures({ brand: 'main', account: plain, products: fibreHome })).toEqual({
      statementsOnly: false,
      broadband: true,
      mobile: true,
      power: true,
      payment: true,
      moveHouse: true,
      emailManagement: true,
    });
  });

  it('leaves farm-source accounts with statements only', () => {
    const features = deriveFeatures({ brand: 'main', account: farm, products: fibreHome });
    expect(features).toMatchObject({
      statementsOnly: true,
      broadband: false,
      mobile: false,
      power: false,
      payment: false,
      moveHouse: false,
    });
    expect(isFarmSourceAccount(farm)).toBe(true);
    expect(isFarmSourceAccount({ externalReferences: null })).toBe(false);
  });

  it('turns power off for the partner brand and without broadband', () => {
    expect(deriveFeatures({ brand: 'flexi', account: plain, products: fibreHome }).power).toBe(
      false,
    );
    const powerOnly: ProductSummary = {
      ...fibreHome,
      hasBroadband: false,
      hasNonWirelessBroadband: false,
    };
    expect(deriveFeatures({ brand: 'main', account: plain, products: powerOnly }).power).toBe(
      false,
    );
  });

  it('offers move house for non-wireless broadband or power, not wireless alone', () => {
    expect(
      deriveFeatures({ brand: 'main', account: plain, products: wirelessOnly }).moveHouse,
    ).toBe(false);
    expect(
      deriveFeatures({ brand: 'main', account: plain, products: wirelessOnly }).emailManagement,
    ).toBe(false);
  });

  it('power is never on where farm or the partner brand or no broadband', () => {
    const products = fc.record({
      hasBroadband: fc.boolean(),
      hasNonWirelessBroadband: fc.boolean(),
      hasPower: fc.boolean(),
      hasEmail: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.constantFrom(...BRANDS), fc.boolean(), products, (brand, isFarm, p) => {
        const f = deriveFeatures({ brand, account: isFarm ? farm : plain, products: p });
        if (isFarm || brand === 'flexi' || !p.hasBroadband) expect(f.power).toBe(false);
        if (isFarm) expect(f.payment || f.mobile || f.broadband || f.moveHouse).toBe(false);
      }),
    );
  });

  it('routes the power guards as spec-notes reads them', () => {
    const on = deriveFeatures({ brand: 'main', account: plain, products: fibreHome });
    const off = deriveFeatures({ brand: 'flexi', account: plain, products: fibreHome });
    expect(powerGuard(on, true)).toEqual({ allow: true });
    expect(powerGuard(on, false)).toEqual({ allow: false, redirectTo: '/add-power' });
    expect(powerGuard(off, true)).toEqual({ allow: false, redirectTo: '/' });
    expect(addPowerGuard(on, false)).toEqual({ allow: true });
    expect(addPowerGuard(on, true)).toEqual({ allow: false, redirectTo: '/power' });
    expect(addPowerGuard(off, false)).toEqual({ allow: false, redirectTo: '/power' });
  });

  it('classifies business, prepay-only and flexi billing', () => {
    expect(isBusinessAccount({ businessGroup: 'Business', displayGstInclusiveValues: true })).toBe(
      true,
    );
    expect(
      isBusinessAccount({ businessGroup: 'Residential', displayGstInclusiveValues: false }),
    ).toBe(true);
    expect(
      isBusinessAccount({ businessGroup: 'Residential', displayGstInclusiveValues: true }),
    ).toBe(false);
    expect(isBusinessAccount({ businessGroup: null })).toBe(false);
    expect(isPrepayOnly([{ businessGroup: 'Prepay' }, { businessGroup: 'Prepay' }])).toBe(true);
    expect(isPrepayOnly([{ businessGroup: 'Prepay' }, { businessGroup: 'Residential' }])).toBe(
      false,
    );
    expect(isPrepayOnly([])).toBe(false);
    expect(isFlexiBilling('Fortnightly')).toBe(true);
    expect(isFlexiBilling('Monthly')).toBe(false);
    expect(isFlexiBilling(undefined)).toBe(false);
  });
});
