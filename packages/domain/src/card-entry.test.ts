import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DIRECT_DEBIT_CARD_TYPE_MESSAGE,
  cardEntryErrors,
  normaliseCardholderName,
  type CardEntry,
} from './card-entry';
import {
  CARD_TYPES,
  DIRECT_DEBIT_CARD_TYPES,
  formatCardNumberInput,
  type CardType,
} from './card-number';
import { luhnCheckDigit } from './luhn';
import { FORM_MESSAGES } from './form-messages';

/** 21/11/2026 in New Zealand. */
const TODAY = new Date('2026-11-21T01:00:00Z');

const entry = (cardNumber: string, cvv = '123'): CardEntry => ({
  cardholderName: 'Ben Carter',
  cardNumber,
  cvv,
  expiryMonth: '8',
  expiryYear: '2028',
});

/** A valid number of each type: a prefix the type owns, digits, and the Luhn check digit. */
const PREFIXES: Record<CardType, string> = {
  visa: '4',
  mastercard: '51',
  amex: '37',
  diners: '36',
  discover: '6011',
  jcb: '3530',
};
const cardNumberOf = (type: CardType) =>
  fc
    .tuple(
      fc.constantFrom(...CARD_TYPES[type].lengths),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 19, maxLength: 19 }),
    )
    .map(([length, digits]) => {
      const body = (PREFIXES[type] + digits.join('')).slice(0, length - 1);
      return body + String(luhnCheckDigit(body));
    });
const anyCard = fc
  .constantFrom(...(Object.keys(CARD_TYPES) as CardType[]))
  .chain((type) => cardNumberOf(type).map((number) => ({ type, number })));
const cvvFor = (type: CardType) => '1234'.slice(0, CARD_TYPES[type].cvvLength);

describe('a card as entered', () => {
  it('accepts an Amex, a Diners and every other type the card patterns know', () => {
    expect(cardEntryErrors(entry('3782 822463 10005', '1234'), TODAY)).toEqual({});
    expect(cardEntryErrors(entry('3622 720627 1667'), TODAY)).toEqual({});
    fc.assert(
      fc.property(anyCard, ({ type, number }) => {
        expect(cardEntryErrors(entry(number, cvvFor(type)), TODAY)).toEqual({});
        expect(cardEntryErrors(entry(formatCardNumberInput(number), cvvFor(type)), TODAY)).toEqual(
          {},
        );
      }),
    );
  });

  it('takes only Visa and Mastercard on the direct-debit page', () => {
    const rules = { directDebitPage: true };
    expect(cardEntryErrors(entry('378282246310005', '1234'), TODAY, rules)).toEqual({
      cardNumber: DIRECT_DEBIT_CARD_TYPE_MESSAGE,
    });
    fc.assert(
      fc.property(anyCard, ({ type, number }) => {
        const errors = cardEntryErrors(entry(number, cvvFor(type)), TODAY, rules);
        expect(errors.cardNumber === undefined).toBe(DIRECT_DEBIT_CARD_TYPES.includes(type));
      }),
    );
  });

  it('says an invalid number is invalid, whatever the page', () => {
    for (const rules of [{}, { directDebitPage: true }]) {
      expect(cardEntryErrors(entry('4111 1111 1111 1112'), TODAY, rules)).toEqual({
        cardNumber: FORM_MESSAGES.cardNumber,
      });
    }
  });

  it('asks for the CVV of the card’s length and an expiry not before this month', () => {
    expect(cardEntryErrors(entry('378282246310005', '123'), TODAY)).toEqual({
      cvv: FORM_MESSAGES.cvvForCard,
    });
    const thisYear = { ...entry('4111111111111111'), expiryYear: '2026' };
    expect(cardEntryErrors({ ...thisYear, expiryMonth: '11' }, TODAY)).toEqual({});
    expect(cardEntryErrors({ ...thisYear, expiryMonth: '10' }, TODAY)).toEqual({
      expiryMonth: FORM_MESSAGES.expiryMonth,
    });
    expect(cardEntryErrors({ ...thisYear, expiryYear: '2025' }, TODAY)).toEqual({
      expiryYear: FORM_MESSAGES.expiryYear,
    });
  });

  it('gives every empty field its message', () => {
    const empty = { cardholderName: '', cardNumber: '', cvv: '', expiryMonth: '', expiryYear: '' };
    expect(cardEntryErrors(empty, TODAY)).toEqual({
      cardholderName: FORM_MESSAGES.cardholderName,
      cardNumber: FORM_MESSAGES.cardNumber,
      cvv: FORM_MESSAGES.cvv,
      expiryMonth: FORM_MESSAGES.expiryMonth,
      expiryYear: FORM_MESSAGES.expiryYear,
    });
  });

  it('keeps names with marks and refuses digits in a name', () => {
    expect(normaliseCardholderName('  Aroha   Ngā-Tū ')).toBe('Aroha Ngā-Tū');
    expect(normaliseCardholderName('4111 1111')).toBeUndefined();
  });
});
