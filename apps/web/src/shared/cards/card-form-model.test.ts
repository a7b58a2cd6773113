import { describe, expect, it } from 'vitest';
import type { CardEntryRules } from '@portal/domain';
import { schemaValidate } from '../forms/schema-validate';
import { EMPTY_CARD, cardFormSchema, type CardForm } from './card-form-model';

/** 21/11/2026 in Auckland. */
const TODAY = new Date('2026-11-21T01:00:00Z');

/** Each field's message by the card form's rules on TODAY. */
const cardMessages = (card: CardForm, rules?: CardEntryRules) =>
  schemaValidate(cardFormSchema(TODAY, rules))(card);

describe('cardFormSchema', () => {
  const good = {
    cardholderName: 'Aroha Ngata',
    cardNumber: '5555 5555 5555 4444',
    cvv: '123',
    expiryMonth: '11',
    expiryYear: '2026',
  };

  it('accepts a Mastercard expiring this month', () => {
    expect(cardMessages(good)).toEqual({});
  });

  it('refuses an expiry month already past this year', () => {
    expect(cardMessages({ ...good, expiryMonth: '10' })).toEqual({
      expiryMonth: 'Please select a valid expiry month',
    });
  });

  it('refuses a number that fails the checksum', () => {
    expect(cardMessages({ ...good, cardNumber: '4111 1111 1111 1112' })).toEqual({
      cardNumber: 'Please enter a valid credit/debit card number',
    });
  });

  it('gives every field its message when empty', () => {
    expect(cardMessages(EMPTY_CARD)).toEqual({
      cardholderName: 'Please enter a valid cardholder name',
      cardNumber: 'Please enter a valid credit/debit card number',
      cvv: 'Please enter a valid CVV/CVC',
      expiryMonth: 'Please select a valid expiry month',
      expiryYear: 'Please select a valid expiry year',
    });
  });

  it('takes only Visa and Mastercard on the direct-debit page', () => {
    const amex = { ...good, cardNumber: '3782 822463 10005', cvv: '1234' };
    expect(cardMessages(amex)).toEqual({});
    expect(cardMessages(amex, { directDebitPage: true })).toEqual({
      cardNumber:
        'Only Visa and Mastercard can be used for automatic payments. Please use another card.',
    });
  });
});
