import { describe, expect, it } from 'vitest';
import { arohasBillingAddress as aroha } from '../../../../../test-support/billing-address';
import { formatBillingAddress } from './format-billing-address';

describe('formatBillingAddress', () => {
  it('joins the parts given, saying a region that repeats the town once', () => {
    expect(formatBillingAddress(aroha)).toBe(
      '12 Kōwhai Street, Ponsonby, Auckland, 1011, New Zealand',
    );
  });

  it('leaves out empty and missing parts', () => {
    expect(
      formatBillingAddress({ ...aroha, address2: '  ', state: 'Canterbury', postCode: null }),
    ).toBe('12 Kōwhai Street, Auckland, Canterbury, New Zealand');
  });
});
