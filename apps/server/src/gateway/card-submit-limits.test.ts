import { describe, expect, it } from 'vitest';
import { CARD_SUBMIT_LIMITS } from '../config/rate-limits';
import { appForTests } from '../test/test-app';
import { CARD_SUBMIT_REFUSED_MESSAGE } from './payment/card-submit-limits';
import { createTransaction, linkOf, NEXT_YEAR, TEST_CARDS } from './testing';

const { testApp } = appForTests({ seed: true });

const card = {
  cardholderName: 'Card Tester',
  cardNumber: TEST_CARDS.declined,
  expiryMonth: 8,
  expiryYear: NEXT_YEAR,
  cvc: '123',
};

describe('the public card submit', () => {
  it('refuses an address over its limit with Retry-After and when to try again', async () => {
    const transaction = await createTransaction(testApp, { merchantReference: 'limit-1' });
    const url = new URL(linkOf(transaction, 'ajaxSubmitCard')).pathname;
    const submit = (remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url, payload: card, remoteAddress });

    const { limit } = CARD_SUBMIT_LIMITS.perAddress;
    const answers = [];
    for (let attempt = 0; attempt < limit; attempt += 1) {
      answers.push((await submit('10.20.30.40')).statusCode);
    }
    // Counted whatever the answer: the first declines, the rest find it no longer pending.
    expect(answers).not.toContain(429);

    const refused = await submit('10.20.30.40');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CARD_SUBMIT_LIMITS.perAddress.windowSeconds);
    const { message } = refused.json<{ message: string }>();
    expect(message).toMatch(
      new RegExp(`^${CARD_SUBMIT_REFUSED_MESSAGE} You can try again at \\d{1,2}:\\d{2} [ap]m\\.$`),
    );

    // Another address is not held back.
    expect((await submit('10.20.30.41')).statusCode).not.toBe(429);
  });
});
