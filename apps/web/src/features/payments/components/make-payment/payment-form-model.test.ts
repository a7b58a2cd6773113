import { describe, expect, it } from 'vitest';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { aPaymentResult } from '../../testing/payments-server';
import { declinedMessage, initialPaymentValues, paymentFormSchema } from './payment-form-model';

const validate = schemaValidate(paymentFormSchema);

describe('paymentFormSchema', () => {
  it('takes a bill-payment amount and gives the spec message otherwise', () => {
    expect(validate(initialPaymentValues('25.50'))).toEqual({});
    for (const bad of ['', '0', '1500.01', '12.345']) {
      expect(validate(initialPaymentValues(bad))).toEqual({
        amount: 'Please enter a valid payment amount',
      });
    }
  });

  it('starts with nothing picked and no card saved', () => {
    expect(initialPaymentValues('10')).toEqual({ amount: '10', picked: null, saveCard: false });
  });
});

describe('declinedMessage', () => {
  it('gives the decline reason when the gateway has one', () => {
    expect(
      declinedMessage(aPaymentResult({ status: 'Declined', declineReason: 'Insufficient funds' })),
    ).toBe('Your payment was declined: Insufficient funds. You have not been charged.');
    expect(declinedMessage(aPaymentResult({ status: 'Declined' }))).toBe(
      'Your payment was declined. You have not been charged.',
    );
  });

  it('says the payment was not completed when it was cancelled', () => {
    expect(declinedMessage(aPaymentResult({ status: 'Cancelled' }))).toBe(
      'Your payment could not be completed. You have not been charged.',
    );
  });
});
