import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import {
  creditCardTransactionSchema,
  listedSavedCardSchema,
  paymentResultSchema,
  processedCreditCardTransactionSchema,
} from '@portal/contracts';
import { gatewayCardVault, savedCards } from '../../db/schema';
import { seededAppWithLogs } from '../test-app';
import { findCardNumbersInText } from '../find-card-numbers';
import { signInThroughSession } from '../sign-in-through-session';
import { SESSION_COOKIE } from '../../session/cookie';
import { sessionStore } from '../../session/session-store';
import { CARDS, dataOf, newKey, submitCard, type Call } from '../../api/payments/testing';

/**
 * Secrets in the logs, at the most talkative level: a card saved and paid with and removed
 * through the whole portal (session cookie → API → gateway) leaves no card number, no card
 * token, no session key and no access token in any log line or API answer. The gateway's own
 * logging of every card it is sent is covered in gateway/logs.test.ts.
 */
const bodies: string[] = [];
const { testApp, logs } = seededAppWithLogs({ level: 'trace' });
let aroha: (request: Call) => Promise<LightMyRequestResponse>;
let sessionKey = '';
let accessToken = '';
const AROHA = '/api/payments/v2/accounts/30000001';

beforeAll(async () => {
  const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
  sessionKey = browser.cookie(SESSION_COOKIE) ?? '';
  const session = await sessionStore(testApp.database, testApp.config.sessionLifetime).find(
    sessionKey,
  );
  accessToken = session?.tokenDetails?.accessToken ?? '';
  aroha = async (request) => {
    const response = await testApp.app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: {
        cookie: `${SESSION_COOKIE}=${sessionKey}`,
        ...(request.key === undefined ? {} : { 'idempotency-key': request.key }),
        ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.json === undefined ? {} : { payload: JSON.stringify(request.json) }),
    });
    bodies.push(response.body);
    return response;
  };
});

describe('secrets in logs and answers', () => {
  it('none after saving a card, paying with it and removing it', async () => {
    const created = dataOf(
      await aroha({
        method: 'POST',
        url: `${AROHA}/creditCardTransactions`,
        json: {
          transactionType: 'Authorisation',
          amount: 0,
          businessGroup: 'Residential',
          callbackUrls: { approvedUrl: `${testApp.config.publicUrl}/account/payment-method` },
          saveCard: true,
        },
      }),
      creditCardTransactionSchema,
    );
    expect((await submitCard(testApp, created.links, CARDS.visaApproved)).status).toBe('Approved');
    const { savedCard } = dataOf(
      await aroha({ method: 'POST', url: `${AROHA}/creditCardTransactions/${created.id}/process` }),
      processedCreditCardTransactionSchema,
    );
    const [stored] = await testApp.database.db
      .select({ token: savedCards.gatewayToken })
      .from(savedCards)
      .where(eq(savedCards.cardId, savedCard.cardId));
    const token = stored?.token ?? '';
    expect(token.length).toBeGreaterThan(8);

    const paid = dataOf(
      await aroha({
        method: 'POST',
        url: `${AROHA}/payments`,
        json: { cardId: savedCard.cardId, amount: 1234 },
        key: newKey(),
      }),
      paymentResultSchema,
    );
    expect(paid.status).toBe('Approved');
    const cards = dataOf(
      await aroha({ url: `${AROHA}/creditcards` }),
      z.array(listedSavedCardSchema),
    );
    expect(cards.map((card) => card.cardId)).toContain(savedCard.cardId);
    await aroha({ method: 'DELETE', url: `${AROHA}/creditcards/${savedCard.cardId}` });
    const vault = await testApp.database.db
      .select()
      .from(gatewayCardVault)
      .where(eq(gatewayCardVault.token, token));
    expect(vault).toHaveLength(0);

    const logText = logs.text();
    // The flow was logged at all (trace: every request and response line).
    expect(logText).toContain(`${AROHA}/payments`);
    expect(logText).toContain('/gateway/api/v1/tokens/[token]');
    const everything = `${logText}\n${bodies.join('\n')}`;
    expect(findCardNumbersInText('logs and answers', everything, Object.values(CARDS))).toEqual([]);
    for (const [what, secret] of [
      ['card token', token],
      ['session key', sessionKey],
      ['access token', accessToken],
    ] as const) {
      expect(secret.length, what).toBeGreaterThan(8);
      expect(everything.includes(secret), what).toBe(false);
    }
  });
});
