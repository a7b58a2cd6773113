import { describe, expect, it } from 'vitest';
import { isCardRemovable, orderSavedCards, savedCardDescription } from './saved-cards';

describe('saved cards', () => {
  const usage = {
    autopayCardId: 'visa',
    autoTopUpCardId: 'visa',
    monthlyAutoTopUpCardIds: ['amex'],
  };
  const cards = [{ cardId: 'mc' }, { cardId: 'visa' }, { cardId: 'other' }, { cardId: 'amex' }];

  it('describes use and blocks removal of cards in use', () => {
    expect(savedCardDescription('visa', usage)).toBe(
      'Used as Autopay and Auto Top Up payment method',
    );
    expect(savedCardDescription('amex', usage)).toBe('Used as Auto Top Up payment method');
    expect(savedCardDescription('mc', { autopayCardId: 'mc' })).toBe(
      'Used as Autopay payment method',
    );
    expect(savedCardDescription('mc', usage)).toBeUndefined();
    expect(isCardRemovable('visa', usage)).toBe(false);
    expect(isCardRemovable('amex', usage)).toBe(false);
    expect(isCardRemovable('mc', usage)).toBe(true);
  });

  it('lists removable cards after the others, keeping order within each', () => {
    expect(orderSavedCards(cards, usage).map((c) => c.cardId)).toEqual([
      'visa',
      'amex',
      'mc',
      'other',
    ]);
  });
});
