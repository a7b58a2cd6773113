import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import {
  DATABASE_URL,
  FRONT_URL,
  PORTALS,
  PG_NODES,
  currentPrimary,
  isReplicatedSynchronously,
  killPgNode,
  killPortal,
  rollingRestart,
  startCluster,
  startPatroni,
  startPortal,
  stopCluster,
  waitForPortal,
} from '../cluster/topology';
import { runLoad, type FaultRun } from './phase-load';
import type { SoakPostgres } from './postgres';
import { printSummary, writeReport, type Check, type Report } from './report';
import type { ServerProcess } from './server-process';
import { moneyChecks, loadChecks } from './checks';
import { verifyMoney } from './verify-money';

/**
 * `npm run soak -- --ha`: the faults of issue 25 against the cluster of `npm run cluster`
 * (started fresh here, stopped at the end unless --keep), with customers browsing, paying
 * and topping up through HAProxy's front door the whole time:
 *   1. kill -9 of the PostgreSQL primary (Patroni and postmaster): Patroni promotes the
 *      synchronous replica; the killed node then rejoins as a replica;
 *   2. a rolling restart of the three portals (drain in HAProxy, SIGTERM, start, ready);
 *   3. kill -9 of one portal, with payments sent into it;
 * then every acknowledged payment and top-up is checked in the database, and the scheduled
 * jobs are checked to have run once per tick across the three portals.
 * Writes soak/RESULTS-ha.md and soak/results-ha.json.
 */
export interface HaSettings {
  minutes: number;
  customers: number;
  thinkMs: [number, number];
  moneyChance: number;
  keep: boolean;
}

interface Window {
  /** Errors (unexpected answers) and requests the customers had during the window. */
  errors: number;
  requests: number;
  ms: number;
}

interface PrimaryKill {
  killed: string;
  promoted: string | null;
  /** From the kill until a write through the front door succeeded again. */
  outageMs: number | null;
  /** Probes of the front door's /readyz (one each 200 ms) that failed meanwhile. */
  probeFailures: number;
  window: Window;
  rejoinedAsReplicaMs: number | null;
}

interface PortalKill {
  killed: string;
  /** From the kill until the front door answered again (it should not stop at all). */
  firstAnswerMs: number;
  window: Window;
  /** Customers asked for their saved cards after the kill: still signed in. */
  stillSignedIn: number;
  asked: number;
  restartedMs: number;
}

/** Answers the soak's own checks, through HAProxy to the current primary. */
function checkerDatabase(): SoakPostgres {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  pool.on('error', () => undefined);
  return {
    url: DATABASE_URL,
    restart: () => Promise.resolve(),
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await pool.query<T>(text, values)).rows;
    },
    stop: () => pool.end(),
  };
}

/** The front door, as the load phase sees a server: it never exits. */
function frontDoor(): ServerProcess {
  return {
    url: FRONT_URL,
    pid: -1,
    logLines: [],
    exited: new Promise(() => undefined),
    signal: () => undefined,
    stop: () => Promise.resolve(),
  };
}

/** A database write through the front door's portals: /readyz runs `select 1` on the pool. */
async function frontAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${FRONT_URL}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function windowOf(run: FaultRun, before: { requests: number; errors: number }, began: number) {
  const after = run.stats.total();
  return {
    requests: after.requests - before.requests,
    errors: after.errors - before.errors,
    ms: Date.now() - began,
  };
}

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<number | null> {
  const began = Date.now();
  while (Date.now() - began < ms) {
    if (await check().catch(() => false)) return Date.now() - began;
    await delay(200);
  }
  return null;
}

async function killPrimary(run: FaultRun, log: (line: string) => void): Promise<PrimaryKill> {
  const primary = await currentPrimary();
  if (primary === undefined) throw new Error('no primary to kill');
  const payers = await run.readyToPay(40);
  const before = run.stats.total();
  log(`kill -9 of the primary ${primary.name}; ${String(payers.length)} payments sent into it`);
  run.stats.period = 'outage';
  const began = Date.now();
  const paying = run.payInto(payers);
  killPgNode(primary);
  // Service is back once the other node is primary and a portal's pool answers through it
  // (/readyz runs `select 1`); until then every failed probe (one each 200 ms) is counted.
  let failedProbes = 0;
  let outageMs: number | null = null;
  while (Date.now() - began < 90_000) {
    const answered = await frontAnswers();
    if (!answered) failedProbes += 1;
    const now = await currentPrimary();
    if (answered && now !== undefined && now.name !== primary.name) {
      outageMs = Date.now() - began;
      break;
    }
    await delay(200);
  }
  const promoted = await currentPrimary();
  log(`service back after ${String(outageMs)} ms; primary now ${String(promoted?.name)}`);
  await paying;
  await delay(5_000);
  run.stats.period = 'steady';
  const window = windowOf(run, before, began);
  // The lost node comes back as a replica of the new primary (pg_rewind if it must).
  const rejoinBegan = Date.now();
  await startPatroni(primary);
  const rejoined = await waitUntil(isReplicatedSynchronously, 180_000);
  log(`${primary.name} rejoined as synchronous replica after ${String(rejoined)} ms`);
  return {
    killed: primary.name,
    promoted: promoted?.name ?? null,
    outageMs,
    probeFailures: failedProbes,
    window,
    rejoinedAsReplicaMs: rejoined === null ? null : Date.now() - rejoinBegan,
  };
}

async function rollingRestartUnderLoad(run: FaultRun, log: (line: string) => void) {
  const before = run.stats.total();
  const began = Date.now();
  await rollingRestart(log);
  await delay(2_000);
  return windowOf(run, before, began);
}

async function killOnePortal(run: FaultRun, log: (line: string) => void): Promise<PortalKill> {
  const portal = PORTALS[1] ?? PORTALS[0];
  if (portal === undefined) throw new Error('no portals');
  const payers = await run.readyToPay(40);
  const before = run.stats.total();
  log(`kill -9 of ${portal.name}; ${String(payers.length)} payments sent into it`);
  const began = Date.now();
  const paying = run.payInto(payers);
  await delay(300);
  killPortal(portal);
  const firstAnswerMs = (await waitUntil(frontAnswers, 30_000)) ?? -1;
  await paying;
  // Sessions live in the database: the same browsers are still signed in on the others.
  const sample = run.signedIn.slice(0, 30);
  let stillSignedIn = 0;
  for (const { persona, browser } of sample) {
    const answer = await browser.call({
      url: `/api/payments/v2/accounts/${persona.account}/creditcards`,
      label: 'GET saved cards',
      expect: [403],
    });
    // 401 is signed out; anything else (200, or 403 for an account without payments) is not.
    if (answer.status !== 401 && answer.status !== 0) stillSignedIn += 1;
  }
  const window = windowOf(run, before, began);
  const restartBegan = Date.now();
  startPortal(portal);
  await waitForPortal(portal);
  return {
    killed: portal.name,
    firstAnswerMs,
    window,
    stillSignedIn,
    asked: sample.length,
    restartedMs: Date.now() - restartBegan,
  };
}

interface JobRuns {
  /** Cron ticks of a job that ran more than once. */
  doubled: { job: string; tick: string; runs: number }[];
  ticks: Record<string, number>;
  /** Automatic top-ups made more than once for one run key. */
  doubledTopUps: number;
  autoTopUps: number;
}

/** Scheduled jobs ran once per cron tick across the three portals; auto top-ups once. */
async function checkJobs(db: SoakPostgres, since: Date): Promise<JobRuns> {
  const rows = await db.query<{ name: string; tick: string; runs: string }>(
    // Each cron tick of a job is one send-it job of pg-boss's timekeeper, which the three
    // portals' clocks all try to make; more than one per job and minute would run it twice.
    `select data->>'name' as name, date_trunc('minute', created_on)::text as tick,
            count(*) as runs
       from pgboss.job
      where created_on >= $1 and name = '__pgboss__send-it'
        and data->>'name' in ('auto-top-ups', 'due-orders')
      group by 1, 2`,
    [since.toISOString()],
  );
  const ticks: Record<string, number> = {};
  for (const row of rows) ticks[row.name] = (ticks[row.name] ?? 0) + 1;
  const [topUps] = await db.query<{ total: string; doubled: string }>(
    `select count(*) as total,
            count(*) - count(distinct run_key) as doubled
       from recharge_transactions
      where created_at >= $1 and trigger <> 'Customer' and run_key is not null`,
    [since.toISOString()],
  );
  return {
    doubled: rows
      .filter((row) => Number(row.runs) > 1)
      .map((row) => ({ job: row.name, tick: row.tick, runs: Number(row.runs) })),
    ticks,
    doubledTopUps: Number(topUps?.doubled ?? 0),
    autoTopUps: Number(topUps?.total ?? 0),
  };
}

const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);

function haChecks(
  primary: PrimaryKill | Error,
  rolling: Window | Error,
  portal: PortalKill | Error,
  jobs: JobRuns | Error,
): Check[] {
  const failed = (phase: string, error: Error): Check => ({
    phase,
    what: 'phase ran',
    measured: error.message,
    goal: 'runs',
    pass: false,
  });
  const checks: Check[] = [];
  if (primary instanceof Error) checks.push(failed('primary kill', primary));
  else {
    checks.push(
      {
        phase: 'primary kill',
        what: 'Patroni promoted the replica',
        measured: `${primary.killed} → ${String(primary.promoted)}`,
        goal: 'the other node',
        pass: primary.promoted !== null && primary.promoted !== primary.killed,
      },
      {
        phase: 'primary kill',
        what: 'seconds until the new primary served through the portals, none restarted',
        measured: `${seconds(primary.outageMs)} (${String(primary.probeFailures)} failed /readyz probes)`,
        goal: '≤ 30 s',
        pass: primary.outageMs !== null && primary.outageMs <= 30_000,
      },
      {
        phase: 'primary kill',
        what: 'customer requests failed in the window (kill until 5 s after service)',
        measured: `${String(primary.window.errors)} of ${String(primary.window.requests)} in ${seconds(primary.window.ms)}`,
        goal: 'reported',
        pass: true,
      },
      {
        phase: 'primary kill',
        what: 'the killed node rejoined as synchronous replica',
        measured: seconds(primary.rejoinedAsReplicaMs),
        goal: 'rejoins',
        pass: primary.rejoinedAsReplicaMs !== null,
      },
    );
  }
  if (rolling instanceof Error) checks.push(failed('rolling restart', rolling));
  else {
    checks.push({
      phase: 'rolling restart',
      what: 'failed requests while all three portals restarted one by one',
      measured: `${String(rolling.errors)} of ${String(rolling.requests)} in ${seconds(rolling.ms)}`,
      goal: '0',
      pass: rolling.errors === 0 && rolling.requests > 0,
    });
  }
  if (portal instanceof Error) checks.push(failed('portal kill', portal));
  else {
    checks.push(
      {
        phase: 'portal kill',
        what: 'the front door answered after kill -9 of one portal',
        measured: seconds(portal.firstAnswerMs),
        goal: '≤ 3 s',
        pass: portal.firstAnswerMs >= 0 && portal.firstAnswerMs <= 3_000,
      },
      {
        phase: 'portal kill',
        what: 'customers still signed in afterwards',
        measured: `${String(portal.stillSignedIn)} of ${String(portal.asked)}`,
        goal: 'all',
        pass: portal.stillSignedIn === portal.asked,
      },
      {
        phase: 'portal kill',
        what: 'customer requests failed in the window (cut in flight)',
        measured: `${String(portal.window.errors)} of ${String(portal.window.requests)} in ${seconds(portal.window.ms)}`,
        goal: 'reported',
        pass: true,
      },
    );
  }
  if (jobs instanceof Error) checks.push(failed('scheduled work', jobs));
  else {
    checks.push(
      {
        phase: 'scheduled work',
        what: 'cron ticks run more than once across the three portals',
        measured: `${String(jobs.doubled.length)} (ticks: ${JSON.stringify(jobs.ticks)})`,
        goal: '0',
        pass: jobs.doubled.length === 0 && Object.keys(jobs.ticks).length > 0,
      },
      {
        phase: 'scheduled work',
        what: 'automatic top-ups made twice for one run key',
        measured: `${String(jobs.doubledTopUps)} of ${String(jobs.autoTopUps)}`,
        goal: '0',
        pass: jobs.doubledTopUps === 0,
      },
    );
  }
  return checks;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export async function runHaSoak(settings: HaSettings): Promise<number> {
  const startedAt = new Date();
  const log = (line: string) => {
    console.log(`[soak --ha ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)}s] ${line}`);
  };
  log('starting the cluster afresh (npm run cluster -- --fresh)');
  await startCluster({ fresh: true, log });
  const db = checkerDatabase();
  try {
    await db.query(`
      insert into saved_cards (card_id, account_code, gateway_token, card_type, masked_number,
        expiry_month, expiry_year, cardholder_name)
      select 'card_soak_aroha', '30000001', gateway_token, card_type, masked_number,
        expiry_month, expiry_year, 'AROHA NGATA'
      from saved_cards where account_code = '30000101' and masked_number like '%1111'
      on conflict do nothing`);
    let primary: PrimaryKill | Error = new Error('did not run');
    let rolling: Window | Error = new Error('did not run');
    let portal: PortalKill | Error = new Error('did not run');
    const durationMs = settings.minutes * 60_000;
    log(`${String(settings.customers)} customers for ${String(settings.minutes)} min`);
    const load = await runLoad(
      {
        customers: settings.customers,
        durationMs,
        thinkMs: settings.thinkMs,
        moneyChance: settings.moneyChance,
        log,
        faults: async (run) => {
          // Each fault in its own part of the run, with steady load between.
          const part = durationMs / 4;
          await delay(part * 0.6);
          primary = await killPrimary(run, log).catch(asError);
          await delay(Math.max(0, run.started + part * 1.6 - Date.now()));
          rolling = await rollingRestartUnderLoad(run, log).catch(asError);
          await delay(Math.max(0, run.started + part * 2.8 - Date.now()));
          portal = await killOnePortal(run, log).catch(asError);
        },
      },
      frontDoor(),
      null,
    );
    log('checking every acknowledged payment and top-up in the database');
    const money = await verifyMoney(db, load.ledger, load.startedAt);
    const jobs = await checkJobs(db, load.startedAt).catch(asError);
    const report: Report = {
      startedAt,
      settings: {
        minutes: settings.minutes,
        customers: settings.customers,
        thinkMs: settings.thinkMs.join('-'),
        moneyChance: settings.moneyChance,
        frontDoor: FRONT_URL,
        database: DATABASE_URL,
        portals: PORTALS.length,
        databaseNodes: PG_NODES.length,
      },
      checks: [
        ...loadChecks(load, settings.customers).filter((c) => !c.phase.startsWith('restart')),
        ...moneyChecks(money),
        ...haChecks(primary, rolling, portal, jobs),
      ],
      notes: [
        'Failures of requests that started between the primary kill and 5 s after the front ' +
          'door\'s /readyz answered again are the "outage" row; a statement whose connection ' +
          'the kill cut is never resent (it may have committed), so its request fails and the ' +
          "client's retry under the same Idempotency-Key decides.",
        'Requests cut in flight by kill -9 of a portal fail (HAProxy retries only requests ' +
          'that never reached a portal); the customers retry.',
        ...[...load.stats.errorSamples.entries()]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 12)
          .map(([what, count]) => `Failure seen: ${what} ×${String(count)}.`),
      ],
      details: {
        primary: primary instanceof Error ? primary.message : primary,
        rolling: rolling instanceof Error ? rolling.message : rolling,
        portal: portal instanceof Error ? portal.message : portal,
        jobs: jobs instanceof Error ? jobs.message : jobs,
        money,
        statuses: Object.fromEntries(load.stats.statusCounts()),
        steady: load.stats.bucket('steady'),
        outage: load.stats.bucket('outage'),
        p50Ms: Math.round(load.stats.percentile(50)),
        p99Ms: Math.round(load.stats.percentile(99)),
      },
    };
    printSummary(report);
    await writeReport(report, {
      name: 'RESULTS-ha',
      title: '# Highly available soak results (`npm run soak -- --ha`)',
      about: [
        'Written by soak/ha.ts against `npm run cluster` (etcd, Patroni with a primary and a',
        'synchronous replica, HAProxy, three portals), all on loopback on one 2-core machine',
        'shared with other work. Reproduce with `npm run soak -- --ha`.',
      ],
    });
    log('wrote soak/RESULTS-ha.md and soak/results-ha.json');
    return report.checks.every((c) => c.pass) ? 0 : 1;
  } finally {
    await db.stop().catch(() => undefined);
    if (!settings.keep) await stopCluster(log);
  }
}
