import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isSpecialFibreTier,
  isWirelessBroadband,
  parseBroadbandSpeeds,
  stripPlanNameSuffix,
  wirelessGeneration,
} from './broadband';

describe('broadband rules', () => {
  it('parses UFB{down}/{up} speeds', () => {
    expect(parseBroadbandSpeeds('UFB 1000/500')).toEqual({ down: 1000, up: 500 });
    expect(parseBroadbandSpeeds('UFB2000/2000')).toEqual({ down: 2000, up: 2000 });
    expect(parseBroadbandSpeeds('ufb 300/100 Fibre')).toEqual({ down: 300, up: 100 });
    expect(parseBroadbandSpeeds('NGA1000/500')).toBeUndefined();
    expect(parseBroadbandSpeeds(null)).toBeUndefined();
  });

  it('knows the special fibre tier', () => {
    expect(isSpecialFibreTier('UFB 2000/2000')).toBe(true);
    expect(isSpecialFibreTier('UFB4000/4000')).toBe(true);
    expect(isSpecialFibreTier('UFB 1000/500')).toBe(false);
    expect(isSpecialFibreTier('UFB 2000/1000')).toBe(false);
    expect(isSpecialFibreTier('UFB 20000/2000')).toBe(false);
    expect(isSpecialFibreTier(undefined)).toBe(false);
  });

  it('recognises wireless by group and generation by substring', () => {
    expect(isWirelessBroadband('WBB')).toBe(true);
    expect(isWirelessBroadband('Wireless Broadband')).toBe(true);
    expect(isWirelessBroadband('UFB')).toBe(false);
    expect(isWirelessBroadband(null)).toBe(false);
    expect(wirelessGeneration('WBBv2_4G_Unlimited')).toBe('4G');
    expect(wirelessGeneration('WBB 5G Max')).toBe('5G');
    expect(wirelessGeneration('UFB 1000/500')).toBeUndefined();
  });

  it('strips the suffix after the last underscore', () => {
    expect(stripPlanNameSuffix('WBBv2_4G_Unlimited')).toBe('WBBv2_4G');
    expect(stripPlanNameSuffix('Fibre Max_2024')).toBe('Fibre Max');
    expect(stripPlanNameSuffix('ELECTRICITY')).toBe('ELECTRICITY');
  });

  it('parsing gives back the speeds written', () => {
    fc.assert(
      fc.property(fc.nat(100000), fc.nat(100000), (down, up) => {
        expect(parseBroadbandSpeeds(`UFB${down}/${up}`)).toEqual({ down, up });
      }),
    );
  });
});
