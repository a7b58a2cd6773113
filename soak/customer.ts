import { setTimeout as delay } from 'node:timers/promises';
import type { Browser } from './browser';
import { moveMoney, type MoneyAttempt } from './money';
import type { Persona } from './personas';
import { signIn } from './sign-in';

export interface CustomerOptions {
  /** When the customer stops (epoch ms); the run may bring it forward. */
  deadline: { at: number };
  /** Pause between pages, as a person reads: uniformly between these (ms). */
  thinkMs: readonly [number, number];
  /** Chance that a paying customer pays or tops up after a page. */
  moneyChance: number;
  /** Every attempt to move money is added here, for the checks afterwards. */
  ledger: MoneyAttempt[];
}

const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);

/** A sign-in can fail during the restart or a busy spell: try again later, backing off. */
export async function signInPatiently(browser: Browser, persona: Persona, until: number) {
  for (let wait = 2_000; Date.now() < until; wait = Math.min(wait * 2, 30_000)) {
    if (await signIn(browser, persona.email)) return true;
    await delay(wait * (0.5 + Math.random()));
  }
  return false;
}

/** The first saved card the account lists (what the payment page preselects). */
export async function firstCardId(browser: Browser, account: string): Promise<string | undefined> {
  const answer = await browser.call({
    url: `/api/payments/v2/accounts/${account}/creditcards`,
    label: 'GET saved cards',
  });
  if (answer.status !== 200) return undefined;
  return (answer.json() as { data: { cardId: string }[] }).data[0]?.cardId;
}

/**
 * One simulated customer, signed in already: opens pages (each page's calls together, as the
 * SPA does) with a pause between, and now and then pays a bill or tops up. A 401 (the
 * sign-in was lost) sends the customer through sign-in again.
 */
export async function runCustomer(
  persona: Persona,
  browser: Browser,
  options: CustomerOptions,
): Promise<void> {
  const reauthenticate = () => signInPatiently(browser, persona, options.deadline.at);
  const pageNames = Object.keys(persona.pages);

  while (Date.now() < options.deadline.at) {
    const name = pageNames[Math.floor(Math.random() * pageNames.length)] ?? 'dashboard';
    const answers = await Promise.all(
      (persona.pages[name] ?? []).map((url) => browser.call({ url, label: `GET ${name}` })),
    );
    if (answers.some((answer) => answer.status === 401)) {
      if (!(await reauthenticate())) return;
      continue;
    }
    if (persona.money !== null && Math.random() < options.moneyChance) {
      const cardId = await firstCardId(browser, persona.account);
      if (cardId !== undefined) {
        const attempt = await moveMoney(browser, persona, cardId, reauthenticate);
        if (attempt !== null) options.ledger.push(attempt);
      }
    }
    // A busy server's Retry-After is honoured, as the SPA's retry does.
    const busy = answers.some((answer) => answer.status === 503) ? 5_000 : 0;
    const pause = Math.max(busy, between(options.thinkMs));
    await delay(Math.min(pause, Math.max(0, options.deadline.at - Date.now())));
  }
}
