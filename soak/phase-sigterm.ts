import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Browser, type Answer } from './browser';
import { AROHA, BEN } from './personas';
import type { ServerProcess } from './server-process';
import { signIn } from './sign-in';
import { Stats } from './stats';

export interface SigtermOutcome {
  /** Requests sent before SIGTERM and answered after it. */
  inFlight: number;
  /** Of those, the ones that did not get their normal answer. */
  inFlightFailed: number;
  /** Requests sent after SIGTERM, while the listener was still open. */
  duringDrain: number;
  /** Of those, the ones answered 503 with Retry-After and the normalised body. */
  drain503: number;
  /** Anything else they got (status or network error), with counts. */
  drainOther: Record<string, number>;
  exitCode: number | string | null;
  exitAfterMs: number | null;
}

interface Sent {
  sentAt: number;
  answeredAt: number;
  status: number;
  retryAfter: string | null;
  normalised: boolean;
  error: string | null;
}

/** A refusal in the portal's error envelope, as the SPA knows how to show. */
function isNormalised503(answer: Answer): boolean {
  try {
    const body = answer.json() as { success?: boolean; status?: number };
    return body.success === false && body.status === 503;
  } catch {
    return false;
  }
}

/**
 * SIGTERM while customers are busy. Workers keep sending signed-in reads and top-ups (which
 * call the gateway over HTTP inside the server, so they stay in flight a while) until just
 * before the drain time ends; the listener stays open that long, so every request sent
 * after the signal must get a 503, and every one sent before it its normal answer.
 */
export async function runSigterm(
  server: ServerProcess,
  options: { drainMs: number; timeoutMs: number; workers: number },
): Promise<SigtermOutcome> {
  const stats = new Stats();
  const readers = await Promise.all(
    Array.from({ length: options.workers }, async (_, index) => {
      const persona = index % 2 === 0 ? AROHA : BEN;
      const browser = new Browser(server.url, stats);
      return (await signIn(browser, persona.email)) ? { browser, persona } : null;
    }),
  );
  const sent: Sent[] = [];
  let signalledAt = Number.POSITIVE_INFINITY;
  let stopAt = Number.POSITIVE_INFINITY;
  const work = readers.map(async (reader, index) => {
    if (reader === null) return;
    const cards = await reader.browser.call({
      url: `/api/payments/v2/accounts/${BEN.account}/creditcards`,
      label: 'cards',
    });
    const cardId =
      cards.status === 200
        ? (cards.json() as { data: { cardId: string }[] }).data[0]?.cardId
        : undefined;
    while (Date.now() < stopAt) {
      const topUp = reader.persona === BEN && cardId !== undefined && index % 4 === 1;
      const sentAt = Date.now();
      const answer = await reader.browser.call(
        topUp
          ? {
              method: 'POST',
              url: `/api/recharge/v1/payments/accounts/${BEN.account}/cards/${cardId}/payment`,
              json: { amount: 500, targetMsisdn: BEN.prepayLine },
              headers: { 'idempotency-key': randomUUID() },
              label: 'top-up',
            }
          : {
              url: `/api/visibill/v2/accounts/${reader.persona.account}/transactions`,
              label: 'read',
            },
      );
      const normalised = isNormalised503(answer);
      sent.push({
        sentAt,
        answeredAt: Date.now(),
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        normalised,
        error: answer.status === 0 ? 'no answer' : null,
      });
      // A 503 closes the connection: the next request opens a new one, as a browser would.
      if (answer.status === 503) await delay(20);
    }
  });

  // Let the load settle, then signal.
  await delay(3_000);
  signalledAt = Date.now();
  stopAt = signalledAt + options.drainMs - 1_000;
  server.signal('SIGTERM');
  const exit = await Promise.race([
    server.exited.then((code) => ({ code, at: Date.now() })),
    delay(options.timeoutMs + 5_000, null),
  ]);
  await Promise.all(work);

  const inFlight = sent.filter((s) => s.sentAt < signalledAt && s.answeredAt >= signalledAt);
  // The signal reaches the server's handler only when its event loop gets to it, which on
  // a busy machine can take a while: the drain has begun once the first refusal comes back,
  // and every request sent after that must be refused too.
  const drainSeenAt = Math.min(
    ...sent.filter((s) => s.sentAt > signalledAt && s.status === 503).map((s) => s.answeredAt),
  );
  const after = sent.filter((s) => s.sentAt > drainSeenAt);
  const drainOther: Record<string, number> = {};
  let drain503 = 0;
  for (const s of after) {
    if (s.status === 503 && s.retryAfter !== null && s.normalised) drain503 += 1;
    else {
      const key = s.error ?? `HTTP ${String(s.status)}`;
      drainOther[key] = (drainOther[key] ?? 0) + 1;
    }
  }
  return {
    inFlight: inFlight.length,
    inFlightFailed: inFlight.filter((s) => s.status !== 200).length,
    duringDrain: after.length,
    drain503,
    drainOther,
    exitCode: exit?.code ?? null,
    exitAfterMs: exit === null ? null : exit.at - signalledAt,
  };
}
