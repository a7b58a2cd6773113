import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Answer, Browser } from './browser';
import type { Persona } from './personas';

/** One attempt to move money, as the simulated customer saw it. */
export interface MoneyAttempt {
  kind: 'bill-payment' | 'top-up';
  account: string;
  idempotencyKey: string;
  /** How many times the same attempt was sent (retries reuse the key). */
  sends: number;
  /** The customer saw the money move: a 200 with an Approved result. */
  acknowledged: boolean;
  /** The payment id (transactionLocalId) or top-up id the answer gave. */
  id: string | null;
  lastStatus: number;
}

/** Statuses after which the SPA tries the same attempt again with the same key. */
const RETRYABLE = new Set([0, 409, 500, 502, 503, 504]);
const MAX_SENDS = 8;
/** A person gives up on an attempt after about a minute, whatever the retries. */
const GIVE_UP_AFTER_MS = 60_000;

interface PaymentAnswer {
  data: { transactionLocalId?: string; rechargeTransactionId?: string; status: string };
}

function retryDelayMs(answer: Answer, sends: number): number {
  const retryAfter = Number(answer.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter, 10) * 1000;
  return Math.min(1000 * 2 ** (sends - 1), 8000);
}

/**
 * Pays a bill from the first saved card, or tops up the prepay line from it, with a fresh
 * Idempotency-Key; a network failure, a 5xx or a 409 (still in progress) sends the same
 * attempt again with the same key, like the SPA's retry. A 401 means the sign-in was lost:
 * `reauthenticate` signs in again and the attempt carries on under the same key.
 */
export async function moveMoney(
  browser: Browser,
  persona: Persona,
  cardId: string,
  reauthenticate: () => Promise<boolean>,
): Promise<MoneyAttempt | null> {
  if (persona.money === null) return null;
  const topUp = persona.money === 'top-up';
  const attempt: MoneyAttempt = {
    kind: persona.money,
    account: persona.account,
    idempotencyKey: randomUUID(),
    sends: 0,
    acknowledged: false,
    id: null,
    lastStatus: 0,
  };
  // Whole dollars: $5 to $30 top-ups, $1 to $50 bill payments.
  const cents = topUp
    ? (5 + Math.floor(Math.random() * 26)) * 100
    : (1 + Math.floor(Math.random() * 50)) * 100;
  const call = topUp
    ? {
        url: `/api/recharge/v1/payments/accounts/${persona.account}/cards/${cardId}/payment`,
        json: { amount: cents, targetMsisdn: persona.prepayLine },
        label: 'POST top-up',
      }
    : {
        url: `/api/payments/v2/accounts/${persona.account}/payments`,
        json: { cardId, amount: cents },
        label: 'POST bill payment',
      };
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  while (attempt.sends < MAX_SENDS && Date.now() < giveUpAt) {
    attempt.sends += 1;
    const answer = await browser.call({
      ...call,
      method: 'POST',
      headers: { 'idempotency-key': attempt.idempotencyKey },
      // A retry may find the first send still running: the flow expects that.
      expect: [409],
    });
    attempt.lastStatus = answer.status;
    if (answer.status === 200) {
      const { data } = answer.json() as PaymentAnswer;
      attempt.id = data.transactionLocalId ?? data.rechargeTransactionId ?? null;
      attempt.acknowledged = data.status === 'Approved';
      return attempt;
    }
    if (answer.status === 401 && (await reauthenticate())) continue;
    if (!RETRYABLE.has(answer.status)) return attempt;
    await delay(retryDelayMs(answer, attempt.sends));
  }
  return attempt;
}
