import { setTimeout as delay } from 'node:timers/promises';
import { Browser } from './browser';
import { firstCardId, runCustomer, signInPatiently } from './customer';
import { moveMoney } from './money';
import type { MoneyAttempt } from './money';
import { PERSONAS, type Persona } from './personas';
import type { SoakPostgres } from './postgres';
import type { ServerProcess } from './server-process';
import { Stats } from './stats';

export interface LoadOptions {
  customers: number;
  durationMs: number;
  thinkMs: readonly [number, number];
  moneyChance: number;
  log: (line: string) => void;
  /**
   * Faults of the caller's own, run once everyone browses, instead of the database restart
   * (the highly available soak, soak/ha.ts). The load runs until they and the time are over.
   */
  faults?: (run: FaultRun) => Promise<void>;
}

/** What a caller's faults see of the running load. */
export interface FaultRun {
  stats: Stats;
  signedIn: { persona: Persona; browser: Browser }[];
  ledger: MoneyAttempt[];
  /** When the clock started (Date.now()). */
  started: number;
  /** Paying customers with their card, for money sent into a fault. */
  readyToPay(count: number): Promise<{ persona: Persona; browser: Browser; cardId: string }[]>;
  payInto(payers: { persona: Persona; browser: Browser; cardId: string }[]): Promise<void>;
}

export interface RestartOutcome {
  /** From the restart command until /readyz answered 200 again. */
  recoveredAfterMs: number | null;
  /** /readyz said 503 (rather than hanging) at least once while the database was away. */
  readyzRefusedDuringOutage: boolean;
  /** The server process kept running through the restart (no process restart). */
  sameProcess: boolean;
  /** Start and end of the outage period, relative to the start of the load (ms). */
  windowMs: [number, number];
}

export interface LoadOutcome {
  stats: Stats;
  /** Customers who got through sign-in (before the clock started). */
  signedIn: number;
  /** Customers still busy well after the deadline (a request or retry that never ended). */
  stillRunning: number;
  ledger: MoneyAttempt[];
  restart: RestartOutcome | null;
  startedAt: Date;
  elapsedMs: number;
}

/** Failures of requests that start within this time after recovery still count as outage. */
const OUTAGE_GRACE_MS = 5_000;
const RECOVERY_LIMIT_MS = 60_000;
const SIGN_IN_CONCURRENCY = 8;

/**
 * Every customer signs in through the real flow before the clock starts, a few at a time:
 * 200 people do not all sign in within the same second, and a herd of sign-ins (scrypt,
 * on a shared 2-core machine) would measure the herd, not the portal.
 */
async function signInEveryone(count: number, origin: string, stats: Stats) {
  const signedIn: { persona: Persona; browser: Browser }[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const persona = PERSONAS[index % PERSONAS.length];
      if (persona === undefined) continue;
      const browser = new Browser(origin, stats);
      if (await signInPatiently(browser, persona, Date.now() + 120_000)) {
        signedIn.push({ persona, browser });
      }
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return signedIn;
}

async function readyzStatus(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Paying customers with the card they would pay with, looked up before the restart. */
async function readyToPay(candidates: { persona: Persona; browser: Browser }[]) {
  const payers: { persona: Persona; browser: Browser; cardId: string }[] = [];
  for (const candidate of candidates.filter((c) => c.persona.money !== null)) {
    const cardId = await firstCardId(candidate.browser, candidate.persona.account);
    if (cardId !== undefined) payers.push({ ...candidate, cardId });
  }
  return payers;
}

/**
 * Payments and top-ups sent just as the database goes down, so some fail mid-way and are
 * sent again under the same Idempotency-Key: the checks afterwards see what that did.
 */
async function payIntoTheRestart(
  payers: { persona: Persona; browser: Browser; cardId: string }[],
  ledger: MoneyAttempt[],
): Promise<void> {
  await delay(100);
  await Promise.all(
    payers.map(async ({ persona, browser, cardId }, index) => {
      await delay(index * 50);
      const attempt = await moveMoney(browser, persona, cardId, () =>
        signInPatiently(browser, persona, Date.now() + 60_000),
      );
      if (attempt !== null) ledger.push(attempt);
    }),
  );
}

/** Restarts the database (fast shutdown: sessions are cut) and waits for the server to recover. */
async function restartDatabase(
  postgres: SoakPostgres,
  server: ServerProcess,
  stats: Stats,
  loadStarted: number,
): Promise<RestartOutcome> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  stats.period = 'outage';
  const began = Date.now();
  let refused = false;
  const restarting = postgres.restart();
  // Watch /readyz while the database is away.
  const watch = { on: true };
  const watching = (async () => {
    while (watch.on) {
      if ((await readyzStatus(server.url)) === 503) refused = true;
      await delay(200);
    }
  })();
  await restarting;
  let recoveredAfterMs: number | null = null;
  while (Date.now() - began < RECOVERY_LIMIT_MS) {
    if ((await readyzStatus(server.url)) === 200) {
      recoveredAfterMs = Date.now() - began;
      break;
    }
    await delay(100);
  }
  watch.on = false;
  await watching;
  await delay(OUTAGE_GRACE_MS);
  stats.period = 'steady';
  return {
    recoveredAfterMs,
    readyzRefusedDuringOutage: refused,
    sameProcess: !exited,
    windowMs: [began - loadStarted, Date.now() - loadStarted],
  };
}

/**
 * Many customers browsing and paying for the whole duration; halfway through (when a
 * database is given) the database restarts under them.
 */
export async function runLoad(
  options: LoadOptions,
  server: ServerProcess,
  postgres: SoakPostgres | null,
): Promise<LoadOutcome> {
  const stats = new Stats();
  const ledger: MoneyAttempt[] = [];
  const signingIn = Date.now();
  const signedIn = await signInEveryone(options.customers, server.url, stats);
  options.log(
    `${String(signedIn.length)} signed in after ${((Date.now() - signingIn) / 1000).toFixed(0)} s; browsing`,
  );
  const startedAt = new Date();
  const started = Date.now();
  const deadline = { at: started + options.durationMs };
  // A server that dies ends the run at once: nothing more is learnt by waiting.
  void server.exited.then(() => {
    deadline.at = Math.min(deadline.at, Date.now());
  });
  const running = { count: 0 };
  const customers = signedIn.map(async ({ persona, browser }, index) => {
    running.count += 1;
    try {
      // Spread the first pages over 20 seconds, as people do not all click at once.
      await delay((20_000 * index) / signedIn.length);
      await runCustomer(persona, browser, {
        deadline,
        thinkMs: options.thinkMs,
        moneyChance: options.moneyChance,
        ledger,
      });
    } finally {
      running.count -= 1;
    }
  });
  const ticker = setInterval(() => {
    const total = stats.total();
    options.log(
      `${String(running.count)} customers, ${String(total.requests)} requests, ${String(total.errors)} unexpected, p50 ${stats.percentile(50).toFixed(0)} ms, ${JSON.stringify(Object.fromEntries(stats.statusCounts()))}`,
    );
  }, 30_000);
  let restart: RestartOutcome | null = null;
  if (options.faults !== undefined) {
    await options.faults({
      stats,
      signedIn,
      ledger,
      started,
      readyToPay: (count) => readyToPay(signedIn.slice(0, count)),
      payInto: (payers) => payIntoTheRestart(payers, ledger),
    });
  } else if (postgres !== null) {
    await delay(options.durationMs / 2);
    const payers = await readyToPay(signedIn.slice(0, 40));
    options.log(
      `restarting PostgreSQL (pg_ctl restart -m fast), ${String(payers.length)} payments sent into it`,
    );
    const burst = payIntoTheRestart(payers, ledger);
    restart = await restartDatabase(postgres, server, stats, started);
    await burst;
    options.log(
      `database back; /readyz 200 after ${String(restart.recoveredAfterMs)} ms (null: never)`,
    );
  }
  // Customers stop at the deadline; one still busy two minutes later is reported, not awaited.
  await Promise.race([
    Promise.all(customers),
    delay(Math.max(0, deadline.at + 120_000 - Date.now())),
  ]);
  clearInterval(ticker);
  return {
    stats,
    signedIn: signedIn.length,
    stillRunning: running.count,
    ledger,
    restart,
    startedAt,
    elapsedMs: Date.now() - started,
  };
}
