import { describe, expect, it } from 'vitest';
import { chargeFrequencyText } from './charge-frequency';

describe('chargeFrequencyText', () => {
  it('says how often a renewing price is charged, and once for one that does not renew', () => {
    expect(chargeFrequencyText('Daily', true)).toBe('per day');
    expect(chargeFrequencyText('Monthly', true)).toBe('per month');
    expect(chargeFrequencyText('Fortnightly', true)).toBe('per fortnight');
    expect(chargeFrequencyText('Monthly', false)).toBe('once');
  });
});
