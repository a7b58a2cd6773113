import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CARD_REMOVE_FAILED_MESSAGE,
  CARD_REMOVED_MESSAGE,
  creditCardTransactionSchema,
  listedSavedCardSchema,
  paymentResultSchema,
  processedCreditCardTransactionSchema,
  recurringPaymentMethodSchema,
} from '@portal/contracts';
import { CARD_USED_BY_AUTOPAY_AND_AUTO_TOP_UP } from '@portal/domain';
import { emailOf, personas } from '../../../../../test-support/personas';
import {
  gatewayCardVault,
  gatewayTransactions,
  idempotencyKeys,
  payments,
  savedCards,
} from '../../db/schema';
import { requestHashOf } from '../../platform/idempotency';
import { seededAppWithLogs } from '../../test/test-app';
import { findCardNumbers, findCardNumbersInText } from '../../test/find-card-numbers';
import {
  CARDS,
  dataOf,
  ledgerBalance,
  ledgerEntriesOf,
  messageOf,
  newKey,
  paymentRowsOf,
  signIn,
  submitCard,
  type Person,
} from './testing';

const { testApp, logs } = seededAppWithLogs();
let ben: Person;
let aroha: Person;
let visa = '';
let mastercard = '';
const BEN = '/api/payments/v2/accounts/30000101';
const AROHA = '/api/payments/v2/accounts/30000001';
const cardList = z.array(listedSavedCardSchema);

beforeAll(async () => {
  [ben, aroha] = await Promise.all([
    signIn(testApp, personas.ben.email),
    signIn(testApp, emailOf('owner')),
  ]);
  const cards = dataOf(await ben({ url: `${BEN}/creditcards` }), cardList);
  visa = cards.find((card) => card.type === 'Visa')?.cardId ?? '';
  mastercard = cards.find((card) => card.type === 'Mastercard')?.cardId ?? '';
});

describe('Ben’s saved cards', () => {
  it('lists the Visa in use first, with what uses it', async () => {
    const cards = dataOf(await ben({ url: `${BEN}/creditcards` }), cardList);
    expect(cards).toEqual([
      expect.objectContaining({
        cardId: visa,
        type: 'Visa',
        maskedNumber: '************1111',
        removable: false,
        usedAs: CARD_USED_BY_AUTOPAY_AND_AUTO_TOP_UP,
      }),
      expect.objectContaining({
        cardId: mastercard,
        type: 'Mastercard',
        maskedNumber: '************4444',
        removable: true,
        usedAs: null,
      }),
    ]);
  });
});

describe('paying with a saved card, 50 times at once under one key', () => {
  it('charges once: one payment, one ledger entry, fifty equal answers', async () => {
    const before = await ledgerBalance(testApp, '30000101');
    const paymentsBefore = (await paymentRowsOf(testApp, '30000101')).length;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        ben({
          method: 'POST',
          url: `${BEN}/payments`,
          json: { cardId: mastercard, amount: 4000 },
          key,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const results = answers.map((answer) => dataOf(answer, paymentResultSchema));
    const first = results[0];
    expect(first).toMatchObject({
      status: 'Approved',
      amount: 4000,
      surcharge: 60,
      total: 4060,
      card: { type: 'Mastercard', maskedNumber: '************4444' },
      savedCard: null,
      balanceAfter: before - 4000,
    });
    for (const result of results) expect(result).toEqual(first);

    const rows = await paymentRowsOf(testApp, '30000101');
    expect(rows).toHaveLength(paymentsBefore + 1);
    expect(await ledgerEntriesOf(testApp, first?.transactionLocalId ?? '')).toHaveLength(1);
    expect(await ledgerBalance(testApp, '30000101')).toBe(before - 4000);
    const charges = await testApp.database.db
      .select()
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.merchantReference, first?.transactionLocalId ?? ''));
    expect(charges).toHaveLength(1);
  });

  it('refuses the same key with another amount (422), charging nothing', async () => {
    const key = newKey();
    const pay = (amount: number) =>
      ben({ method: 'POST', url: `${BEN}/payments`, json: { cardId: mastercard, amount }, key });
    expect((await pay(1500)).statusCode).toBe(200);
    const count = (await paymentRowsOf(testApp, '30000101')).length;
    expect((await pay(1600)).statusCode).toBe(422);
    expect((await paymentRowsOf(testApp, '30000101')).length).toBe(count);
  });

  it('scopes the key by account and operation', async () => {
    const key = newKey();
    expect(
      (
        await ben({
          method: 'POST',
          url: `${BEN}/payments`,
          json: { cardId: mastercard, amount: 100 },
          key,
        })
      ).statusCode,
    ).toBe(200);
    const rows = await testApp.database.db
      .select({ scope: idempotencyKeys.scope })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([{ scope: 'payments:30000101:payments' }]);
  });
});

describe('a retry after the process paying it died (its key left InProgress)', () => {
  const scope = 'payments:30000101:payments';
  /** As a kill -9 leaves it: the claim still InProgress, made a minute ago. */
  async function orphanClaim(key: string) {
    await testApp.database.db
      .update(idempotencyKeys)
      .set({
        status: 'InProgress',
        response: null,
        responseStatus: null,
        completedAt: null,
        createdAt: sql`now() - interval '60 seconds'`,
      })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }
  const pay = (key: string, amount: number) =>
    ben({ method: 'POST', url: `${BEN}/payments`, json: { cardId: mastercard, amount }, key });

  it('finishes the payment the dead process charged, charging nothing more', async () => {
    const before = await ledgerBalance(testApp, '30000101');
    const key = newKey();
    const first = dataOf(await pay(key, 1200), paymentResultSchema);
    await orphanClaim(key);
    const paymentsBefore = (await paymentRowsOf(testApp, '30000101')).length;

    const retries = await Promise.all(Array.from({ length: 5 }, () => pay(key, 1200)));
    expect(retries.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    for (const answer of retries) {
      expect(dataOf(answer, paymentResultSchema).transactionLocalId).toBe(first.transactionLocalId);
    }
    expect(await paymentRowsOf(testApp, '30000101')).toHaveLength(paymentsBefore);
    expect(await ledgerEntriesOf(testApp, first.transactionLocalId)).toHaveLength(1);
    expect(await ledgerBalance(testApp, '30000101')).toBe(before - 1200);
    const charges = await testApp.database.db
      .select()
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.merchantReference, first.transactionLocalId));
    expect(charges).toHaveLength(1);
  });

  it('makes the payment once when the dead process had only claimed the key', async () => {
    const before = await ledgerBalance(testApp, '30000101');
    const key = newKey();
    await testApp.database.db.insert(idempotencyKeys).values({
      scope,
      key,
      requestHash: requestHashOf({ cardId: mastercard, amount: 700 }),
      status: 'InProgress',
      createdAt: sql`now() - interval '60 seconds'`,
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(key, 700)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    const ids = new Set(answers.map((a) => dataOf(a, paymentResultSchema).transactionLocalId));
    expect(ids.size).toBe(1);
    expect(await ledgerBalance(testApp, '30000101')).toBe(before - 700);
  });
});

describe('removing a saved card', () => {
  it('refuses the Visa used by autopay', async () => {
    const response = await ben({ method: 'DELETE', url: `${BEN}/creditcards/${visa}` });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(CARD_REMOVE_FAILED_MESSAGE);
    const [row] = await testApp.database.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.cardId, visa));
    expect(row?.removedAt).toBeNull();
  });

  it('removes the Mastercard nothing uses', async () => {
    const response = await ben({ method: 'DELETE', url: `${BEN}/creditcards/${mastercard}` });
    expect(response.statusCode).toBe(200);
    expect(messageOf(response)).toBe(CARD_REMOVED_MESSAGE);
    const cards = dataOf(await ben({ url: `${BEN}/creditcards` }), cardList);
    expect(cards.map((card) => card.cardId)).toEqual([visa]);
    // Soft delete: the payments made with it still point at it.
    const [row] = await testApp.database.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.cardId, mastercard));
    expect(row?.removedAt).toBeInstanceOf(Date);
    // No account keeps it now, so the gateway has forgotten it too.
    const vault = await testApp.database.db
      .select()
      .from(gatewayCardVault)
      .where(eq(gatewayCardVault.token, row?.gatewayToken ?? ''));
    expect(vault).toEqual([]);
  });

  it('a removed card can be neither removed again nor paid with', async () => {
    expect(
      (await ben({ method: 'DELETE', url: `${BEN}/creditcards/${mastercard}` })).statusCode,
    ).toBe(404);
    const pay = await ben({
      method: 'POST',
      url: `${BEN}/payments`,
      json: { cardId: mastercard, amount: 100 },
      key: newKey(),
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe('saving a card for bill payments (second provider)', () => {
  const body = () => ({
    transactionType: 'Authorisation',
    amount: 0,
    businessGroup: 'Residential',
    callbackUrls: { approvedUrl: `${testApp.config.publicUrl}/account/payment-method` },
    saveCard: true,
  });

  async function saveCard(cardNumber: string, accountPath = AROHA) {
    const created = dataOf(
      await aroha({ method: 'POST', url: `${accountPath}/creditCardTransactions`, json: body() }),
      creditCardTransactionSchema,
    );
    expect((await submitCard(testApp, created.links, cardNumber)).status).toBe('Approved');
    const processUrl = `${accountPath}/creditCardTransactions/${created.id}/process`;
    return { id: created.id, response: await aroha({ method: 'POST', url: processUrl }) };
  }

  it('keeps the Mastercard and makes it the way bills are paid', async () => {
    const { response } = await saveCard(CARDS.mastercardApproved);
    const { savedCard } = dataOf(response, processedCreditCardTransactionSchema);
    expect(savedCard).toMatchObject({ type: 'Mastercard', maskedNumber: '************4444' });

    const put = await aroha({
      method: 'PUT',
      url: `${AROHA}/recurringPaymentMethod`,
      json: { recurringPaymentType: 'CreditCard', cardId: savedCard.cardId },
    });
    expect(put.statusCode).toBe(200);
    const method = dataOf(
      await aroha({ url: `${AROHA}/recurringPaymentMethod` }),
      recurringPaymentMethodSchema,
    );
    expect(method).toEqual({
      recurringPaymentType: 'CreditCard',
      creditCardDetails: expect.objectContaining({
        cardId: savedCard.cardId,
        type: 'Mastercard',
        cardholderName: 'A R NGATA',
      }) as unknown,
    });

    // Paying the bills with it: it cannot be removed now.
    const removal = await aroha({
      method: 'DELETE',
      url: `${AROHA}/creditcards/${savedCard.cardId}`,
    });
    expect(removal.statusCode).toBe(409);
    expect(messageOf(removal)).toBe(CARD_REMOVE_FAILED_MESSAGE);
  });

  it('processing twice keeps one card', async () => {
    const { id } = await saveCard(CARDS.visaApproved);
    const again = await aroha({
      method: 'POST',
      url: `${AROHA}/creditCardTransactions/${id}/process`,
    });
    expect(again.statusCode).toBe(200);
    const visas = await testApp.database.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.accountCode, '30000001'), eq(savedCards.cardType, 'Visa')));
    expect(visas).toHaveLength(1);
  });

  it('keeps the same card on a second account as that account’s own', async () => {
    const first = dataOf(
      (await saveCard(CARDS.visaApproved)).response,
      processedCreditCardTransactionSchema,
    );
    const bach = '/api/payments/v2/accounts/30000002';
    const second = dataOf(
      (await saveCard(CARDS.visaApproved, bach)).response,
      processedCreditCardTransactionSchema,
    );
    expect(second.savedCard.cardId).not.toBe(first.savedCard.cardId);
    const bachCards = dataOf(await aroha({ url: `${bach}/creditcards` }), cardList);
    expect(bachCards.map((card) => card.cardId)).toContain(second.savedCard.cardId);

    // Removing it from the bach leaves the household's copy chargeable at the gateway.
    const removal = await aroha({
      method: 'DELETE',
      url: `${bach}/creditcards/${second.savedCard.cardId}`,
    });
    expect(removal.statusCode).toBe(200);
    const [kept] = await testApp.database.db
      .select({ token: savedCards.gatewayToken })
      .from(savedCards)
      .where(eq(savedCards.cardId, first.savedCard.cardId));
    const vault = await testApp.database.db
      .select()
      .from(gatewayCardVault)
      .where(eq(gatewayCardVault.token, kept?.token ?? ''));
    expect(vault).toHaveLength(1);
  });

  it('keeps an Amex but will not pay bills with it (Visa and Mastercard only)', async () => {
    const { response } = await saveCard(CARDS.amex);
    const { savedCard } = dataOf(response, processedCreditCardTransactionSchema);
    expect(savedCard.type).toBe('Amex');
    const put = await aroha({
      method: 'PUT',
      url: `${AROHA}/recurringPaymentMethod`,
      json: { recurringPaymentType: 'CreditCard', cardId: savedCard.cardId },
    });
    expect(put.statusCode).toBe(400);
    const method = dataOf(
      await aroha({ url: `${AROHA}/recurringPaymentMethod` }),
      recurringPaymentMethodSchema,
    );
    expect(method.recurringPaymentType).toBe('CreditCard');
    expect(method.recurringPaymentType === 'CreditCard' && method.creditCardDetails.type).toBe(
      'Mastercard',
    );
  });

  it('will not send the browser back anywhere but the portal', async () => {
    const response = await aroha({
      method: 'POST',
      url: `${AROHA}/creditCardTransactions`,
      json: { ...body(), callbackUrls: { approvedUrl: 'https://evil.example.com/steal' } },
    });
    expect(response.statusCode).toBe(400);
  });

  it('a declined card is not kept', async () => {
    const created = dataOf(
      await aroha({ method: 'POST', url: `${AROHA}/creditCardTransactions`, json: body() }),
      creditCardTransactionSchema,
    );
    expect((await submitCard(testApp, created.links, CARDS.declined)).status).toBe('Declined');
    const response = await aroha({
      method: 'POST',
      url: `${AROHA}/creditCardTransactions/${created.id}/process`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('after the card tests', () => {
  it('no card number is stored anywhere in the database', async () => {
    const approved = await testApp.database.db
      .select()
      .from(payments)
      .where(eq(payments.status, 'Approved'));
    expect(approved.length).toBeGreaterThan(0);
    expect(await findCardNumbers(testApp.database.db, Object.values(CARDS))).toEqual([]);
  });

  it('no card number is in the server logs', () => {
    const text = logs.text();
    expect(text).toContain('/creditCardTransactions');
    expect(findCardNumbersInText('logs', text, Object.values(CARDS))).toEqual([]);
  });
});
