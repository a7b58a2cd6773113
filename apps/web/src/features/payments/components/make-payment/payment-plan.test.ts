import { describe, expect, it } from 'vitest';
import { visa1111 } from '../../testing/payments-server';
import { formatPercentage, paymentWayOf, planPayment, readPaymentAmount } from './payment-plan';

describe('readPaymentAmount', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['12,50', 1250],
    [' 0.01 ', 1],
    ['1500', 150_000],
  ])('reads %j as %i cents', (input, cents) => {
    expect(readPaymentAmount(input)).toEqual({ cents, error: null });
  });

  it.each(['', 'abc', '0', '0.00', '-5', '12.345', '1500.01', '1,000.00'])(
    'refuses %j with the spec message',
    (input) => {
      expect(readPaymentAmount(input)).toEqual({
        cents: null,
        error: 'Please enter a valid payment amount',
      });
    },
  );
});

describe('planPayment', () => {
  it('adds the card surcharge, rounded half up, and says what will happen', () => {
    const plan = planPayment(2500, { kind: 'new-card' }, 1.5);
    expect(plan).toMatchObject({ amount: 2500, surcharge: 38, total: 2538 });
    expect(plan.surchargeLine).toBe('Card payments have a 1.5% surcharge: $0.38');
    expect(plan.question).toBe('Pay $25.38 by card?');
  });

  it('names the saved card it will charge', () => {
    const plan = planPayment(10_000, { kind: 'saved-card', card: visa1111 }, 2);
    expect(plan.total).toBe(10_200);
    expect(plan.explanation).toBe(
      "We'll charge $102.00 to your Visa •••• 1111 now ($100.00 plus the $2.00 card surcharge).",
    );
  });

  it('adds nothing to online banking', () => {
    const plan = planPayment(2500, { kind: 'online-banking' }, 1.5);
    expect(plan).toMatchObject({ surcharge: 0, total: 2500, surchargeLine: null });
    expect(plan.question).toBe('Pay $25.00 by online banking?');
  });

  it('shows no surcharge line when the percentage is zero', () => {
    expect(planPayment(2500, { kind: 'new-card' }, 0).surchargeLine).toBeNull();
  });
});

describe('paymentWayOf', () => {
  it('finds the saved card by its radio value and falls back to a new card', () => {
    expect(paymentWayOf('card:card-visa-1111', [visa1111])).toEqual({
      kind: 'saved-card',
      card: visa1111,
    });
    expect(paymentWayOf('card:gone', [visa1111])).toEqual({ kind: 'new-card' });
    expect(paymentWayOf('online-banking', [])).toEqual({ kind: 'online-banking' });
  });

  it('formats percentages without trailing zeros', () => {
    expect(formatPercentage(1.5)).toBe('1.5%');
    expect(formatPercentage(2)).toBe('2%');
  });
});
