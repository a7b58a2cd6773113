import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TopUpSelection } from './top-up-operation';
import { NO_SAVED_CARD, deriveTopUpOperation } from './top-up-operation';

const card: TopUpSelection = {
  tab: 'topUp',
  autopayEnabled: false,
  paymentMethod: 'CreditDebitCard',
  autoTopUpTicked: false,
  autoTopUpMethod: 'lowBalance',
  selectedCardId: 'card-1',
};

describe('top-up operation', () => {
  it('follows the derivation of spec section 4', () => {
    expect(deriveTopUpOperation({ ...card, tab: 'autoPay', autopayEnabled: true })).toBe(
      'RemoveAutopay',
    );
    expect(deriveTopUpOperation({ ...card, tab: 'autoPay' })).toBe('AddingAutoPay');
    expect(deriveTopUpOperation({ ...card, paymentMethod: 'Voucher' })).toBe('VoucherTopUp');
    expect(deriveTopUpOperation({ ...card, paymentMethod: 'OnlineBanking' })).toBe(
      'OnlineBankingTopUp',
    );
    expect(deriveTopUpOperation({ ...card, autoTopUpTicked: true })).toBe(
      'AddingLowBalanceAutoTopUp',
    );
    expect(
      deriveTopUpOperation({ ...card, autoTopUpTicked: true, autoTopUpMethod: 'monthly' }),
    ).toBe('AddingMonthlyAutoTopUp');
    expect(deriveTopUpOperation({ ...card, selectedCardId: NO_SAVED_CARD })).toBe(
      'TopUpFromNewCard',
    );
    expect(deriveTopUpOperation(card)).toBe('TopUp');
    expect(NO_SAVED_CARD).toBe('none');
  });

  it('the autoPay tab decides alone, whatever else is chosen', () => {
    const selection = fc.record({
      tab: fc.constant('autoPay' as const),
      autopayEnabled: fc.boolean(),
      paymentMethod: fc.constantFrom(
        'CreditDebitCard' as const,
        'OnlineBanking' as const,
        'Voucher' as const,
      ),
      autoTopUpTicked: fc.boolean(),
      autoTopUpMethod: fc.constantFrom('lowBalance' as const, 'monthly' as const),
      selectedCardId: fc.constantFrom('none', 'card-1'),
    });
    fc.assert(
      fc.property(selection, (s) => {
        expect(deriveTopUpOperation(s)).toBe(s.autopayEnabled ? 'RemoveAutopay' : 'AddingAutoPay');
      }),
    );
  });
});
