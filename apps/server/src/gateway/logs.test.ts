import { describe, expect, it } from 'vitest';
import { appForTests } from '../test/test-app';
import { findCardNumbers, findCardNumbersInText } from '../test/find-card-numbers';
import { TestBrowser } from '../test/test-browser';
import {
  ALL_TEST_CARD_NUMBERS,
  cardForm,
  createTransaction,
  formTokenOf,
  NEXT_YEAR,
  submitCard,
  TEST_CARDS,
} from './testing';

/** The app as production builds it, logging everything (trace) into memory. */
const logLines: string[] = [];
const { testApp } = appForTests({
  env: { LOG_LEVEL: 'trace' },
  logStream: { write: (line: string) => void logLines.push(line) },
});

describe('card numbers in logs', () => {
  it('are never written, whatever the card tests send (valid, declined, invalid, malformed)', async () => {
    for (const cardNumber of [TEST_CARDS.visaApproved, TEST_CARDS.declined, '4111111111111112']) {
      const transaction = await createTransaction(testApp, { saveCard: true });
      await submitCard(
        testApp,
        transaction,
        cardForm({ cardholderName: 'A B', cardNumber, expiryMonth: 1, cvc: '987' }),
      );
    }
    const broken = await createTransaction(testApp);
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: `/gateway/api/v1/transactions/${broken.id}/card`,
      headers: { 'content-type': 'application/json' },
      payload: `{"cardNumber":"${TEST_CARDS.visaApproved}", cvc: 987`,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('4111');
    const unexpected = await testApp.app.inject({
      method: 'POST',
      url: `/gateway/api/v1/transactions/${broken.id}/card`,
      payload: { cardNumber: TEST_CARDS.visaApproved, pan: TEST_CARDS.visaApproved },
    });
    expect(unexpected.body).not.toContain('4111');

    const page = await createTransaction(testApp);
    const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
    const formToken = formTokenOf((await browser.request({ url: `/gateway/pay/${page.id}` })).body);
    for (const cardNumber of ['4111 1111 1111 1112', TEST_CARDS.mastercardApproved]) {
      await browser.request({
        method: 'POST',
        url: `/gateway/pay/${page.id}`,
        form: {
          formToken,
          cardholderName: 'A B',
          cardNumber,
          expiryMonth: '01',
          expiryYear: String(NEXT_YEAR),
          cvc: '987',
        },
      });
    }

    const logs = logLines.join('');
    expect(logs).toContain(page.id);
    expect(
      findCardNumbersInText('logs', logs, [...ALL_TEST_CARD_NUMBERS, '4111111111111112']),
    ).toEqual([]);
    expect(logs).not.toMatch(/cvc|cardNumber/i);
    expect(await findCardNumbers(testApp.database.db, ALL_TEST_CARD_NUMBERS)).toEqual([]);
  });
});
