import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { toNzDateKey } from '@portal/domain';
import {
  dropGrowthDatabase,
  growthPlan,
  prepareGrowthPostgres,
  preparePglite,
  preparePostgres,
  type PreparedDatabase,
} from './database';
import type { BenchFigure } from './figure';
import { failedFigure } from './goals';
import { durations, lighthouseRuns, parseBenchArgs, wants, type BenchOptions } from './options';
import { routeTablePaths } from '../e2e/support/route-personas';
import { mergePageRows, rowMeetsGoals, type PageRow } from './page-results';
import { REPO_ROOT, startBareServer, startPortal } from './processes';
import { allPass, renderResults, type BenchRun } from './render';
import {
  accountCall,
  growthFigure,
  measureP1,
  measureP2,
  measureP3,
  measureP4Route,
  measureRate,
  usageCall,
  usageQueryFigures,
} from './server-figures';
import { measureInteractions } from './interactions';
import { mergeGoalRun } from './merge-run';
import { measureUsageQueries } from './usage-queries';
import {
  measureLighthouseFigures,
  measurePageRows,
  measureWebSizeFigures,
  webBuildExists,
} from './web-figures';
import { writeResultsFile } from '../soak/results-file';

const started = Date.now();
const log = (line: string) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.error(`[bench ${seconds} s] ${line}`);
};

function logFigure(figure: BenchFigure): void {
  log(
    `${figure.id} ${figure.database}: ${String(figure.value)} ${figure.unit} ` +
      `(goal ${figure.goal}) ${figure.pass ? 'pass' : 'FAIL'} — ${figure.detail ?? ''}`,
  );
}

interface Context {
  options: BenchOptions;
  today: Date;
  todayKey: string;
  figures: BenchFigure[];
  notes: string[];
  /** Rates on the demo data set, which P7 compares the growth data set with. */
  baseRates: { p2?: number; p4?: number };
  lighthouseDone: boolean;
}

const logFile = (name: string) => path.join(os.tmpdir(), `portal-bench-${name}.log`);

async function prepare(kind: PreparedDatabase['kind'], context: Context) {
  log(`preparing ${kind}: demo data and the busiest line of the scale seed`);
  return kind === 'pglite'
    ? preparePglite(context.today)
    : preparePostgres(context.options.postgresUrl, context.today);
}

/** P1–P4 (and P6 once) on one database kind, with the demo data set and the busiest line. */
async function benchDatabase(kind: PreparedDatabase['kind'], context: Context): Promise<void> {
  const { options } = context;
  const d = durations(options.quick);
  const add = (figure: BenchFigure) => {
    context.figures.push(figure);
    logFigure(figure);
  };
  const prepared = await prepare(kind, context);
  try {
    if (wants(options, 'P4')) {
      log('P4a/P4b: the usage use case and its queries, directly on the database');
      const target =
        prepared.env.DATABASE_URL === undefined
          ? { dataDir: prepared.env.DATA_DIR }
          : { databaseUrl: prepared.env.DATABASE_URL };
      const queries = await measureUsageQueries({
        target,
        line: prepared.busiestLine,
        today: context.todayKey,
        repetitions: d.repetitions,
      });
      usageQueryFigures(kind, queries).forEach(add);
    }
    log(`starting the portal (NODE_ENV=production) on ${kind}`);
    const portal = await startPortal({ env: prepared.env, logFile: logFile(kind) });
    try {
      const needP2 = ['P2', 'P3', 'P4', 'P7'].some((goal) => wants(options, goal));
      let p2Rate = 0;
      const account = needP2 ? await accountCall(portal) : undefined;
      // The bare server idles (costing nothing) between its runs, which take turns with the
      // portal's (rounds.ts), so each ratio compares runs made under the same conditions.
      const bare =
        wants(options, 'P1') || wants(options, 'P2') ? await startBareServer() : undefined;
      try {
        if (bare !== undefined && wants(options, 'P1')) {
          log('P1: /healthz, taking turns with bare node:http');
          add(await measureP1(kind, portal, bare, d));
        }
        if (account !== undefined) {
          if (bare !== undefined && wants(options, 'P2')) {
            log(
              'P2: GET /api/accounts/{code} signed in as Aroha, taking turns with bare node:http',
            );
            const p2 = await measureP2(kind, account, bare, d);
            p2Rate = p2.rate;
            add(p2.figure);
          } else {
            p2Rate = (await measureRate(account, d)).requestsPerSecond;
          }
          if (kind === 'postgres') context.baseRates.p2 = p2Rate;
        }
      } finally {
        await bare?.stop();
      }
      if (account !== undefined && wants(options, 'P3') && kind === 'postgres') {
        log('P3: 1,000 req/s fixed rate');
        add(await measureP3(kind, account, d));
      }
      if (wants(options, 'P4') || (wants(options, 'P7') && kind === 'postgres')) {
        log('P4c/P4d: 12-month data usage route, signed in as the busiest line’s owner');
        const call = await usageCall(
          portal,
          { line: prepared.busiestLine, account: prepared.busiestAccount },
          context.todayKey,
        );
        const p4 = await measureP4Route(kind, call, p2Rate, d);
        if (kind === 'postgres') context.baseRates.p4 = p4.rate;
        if (wants(options, 'P4')) p4.figures.forEach(add);
      }
      if (wants(options, 'P6') && !context.lighthouseDone) {
        context.lighthouseDone = true;
        log(`P6: Lighthouse on ${kind}`);
        const cookie = account?.headers.cookie ?? (await accountCall(portal)).headers.cookie ?? '';
        (
          await measureLighthouseFigures(
            { baseUrl: portal.origin, cookie, runs: lighthouseRuns(options) },
            (line) => context.notes.push(line),
          )
        ).forEach(add);
      }
    } finally {
      await portal.stop();
    }
  } finally {
    await prepared.dispose();
  }
}

/** A size in GB (or MB under one GB), for the notes. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : `${(bytes / 1024 ** 2).toFixed(0)} MB`;
}

/**
 * P7: P2 and P4's route again with 100,000 accounts and over 10 million usage events, or
 * ten times that with --scale 10x.
 */
async function benchGrowth(context: Context): Promise<void> {
  const d = durations(context.options.quick);
  const plan = growthPlan(context.options.scale);
  const grown = await prepareGrowthPostgres(context.options.postgresUrl, context.today, {
    fresh: context.options.fresh,
    log,
    plan,
  });
  const { stamp } = grown;
  context.notes.push(
    `P7's data set (${plan.database}): ${stamp.accounts.toLocaleString('en-NZ')} generated accounts and ` +
      `${stamp.events.toLocaleString('en-NZ')} usage events in all, seeded on ${stamp.seededOn.slice(0, 10)}` +
      (stamp.seedSeconds === undefined
        ? ''
        : ` in ${stamp.seedSeconds.toFixed(0)} s` +
          (stamp.vacuumSeconds === undefined
            ? ''
            : ` (and vacuum (analyze) ${stamp.vacuumSeconds.toFixed(0)} s)`)) +
      (stamp.bytes === undefined
        ? ''
        : `; pg_database_size ${formatBytes(stamp.bytes)} (${String(stamp.bytes)} bytes)`) +
      (plan.deferIndexes
        ? '; usage loaded with its keys, indexes and foreign keys made after the load'
        : '') +
      '.',
  );
  log(`P7: starting the portal on the growth data set (${plan.label})`);
  const portal = await startPortal({ env: grown.env, logFile: logFile('growth') });
  try {
    const account = await measureRate(await accountCall(portal), d);
    const usage = await measureRate(
      await usageCall(
        portal,
        { line: grown.busiestLine, account: grown.busiestAccount },
        context.todayKey,
      ),
      d,
    );
    const base = context.baseRates;
    for (const figure of [
      base.p2 === undefined
        ? failedFigure(
            'P7-P2',
            `P2 with ${plan.label}`,
            'postgres',
            'no P2 rate on the demo data set',
          )
        : growthFigure('P7-P2', `P2 with ${plan.label} vs demo data`, account, base.p2),
      base.p4 === undefined
        ? failedFigure(
            'P7-P4',
            `P4 route with ${plan.label}`,
            'postgres',
            'no P4 rate on the demo data set',
          )
        : growthFigure('P7-P4', `P4 route with ${plan.label} vs demo data`, usage, base.p4),
    ]) {
      context.figures.push(figure);
      logFigure(figure);
    }
  } finally {
    await portal.stop();
    await grown.dispose();
    if (plan.deferIndexes && !context.options.keep) {
      log(`dropping ${plan.database} (--keep keeps it)`);
      await dropGrowthDatabase(context.options.postgresUrl, plan);
    }
  }
}

function ensureWebBuild(): void {
  if (webBuildExists()) return;
  log('building the SPA (apps/web/dist is missing)');
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the SPA did not build');
}

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2), process.env);
  const today = new Date();
  const context: Context = {
    options,
    today,
    todayKey: toNzDateKey(today),
    figures: [],
    notes: [],
    baseRates: {},
    lighthouseDone: false,
  };
  const guard = async (id: string, database: BenchFigure['database'], run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`${id} on ${database} failed: ${reason}`);
      context.figures.push(failedFigure(id, `${id} could not be measured`, database, reason));
    }
  };
  if (wants(options, 'P5')) {
    ensureWebBuild();
    await guard('P5', 'none', async () => {
      log('P5: bundle sizes');
      for (const figure of await measureWebSizeFigures((line) => context.notes.push(line))) {
        context.figures.push(figure);
        logFigure(figure);
      }
    });
  }
  if (wants(options, 'P6') || wants(options, 'P8') || options.pages !== null) ensureWebBuild();
  // `--pages` alone asks for no goal that needs a database prepared.
  if (['P1', 'P2', 'P3', 'P4', 'P6', 'P7'].some((goal) => wants(options, goal))) {
    for (const kind of options.databases) {
      await guard(`P1–P4 (${kind})`, kind, () => benchDatabase(kind, context));
    }
  }
  if (wants(options, 'P7')) {
    if (options.databases.includes('postgres'))
      await guard('P7', 'postgres', () => benchGrowth(context));
    else context.notes.push('P7 runs on PostgreSQL only (add --db postgres or both).');
    if (options.databases.includes('pglite')) {
      context.notes.push(
        `P7 is measured on PostgreSQL only: seeding ${String(10 * options.scale)} million events into the embedded ` +
          'database (single-threaded WebAssembly) is too slow to be practical in a bench run.',
      );
    }
  }
  if (wants(options, 'P8')) {
    await guard('P8', 'none', async () => {
      log(
        'P8: interactions on a phone' +
          (options.cpuIndex === null ? '' : `, as a host of CPU index ${String(options.cpuIndex)}`),
      );
      context.figures.push(
        ...(await measureInteractions({
          runs: lighthouseRuns(options),
          log,
          cpuIndex: options.cpuIndex,
        })),
      );
    });
  }
  let pageRows: PageRow[] = [];
  if (options.pages !== null) {
    const runs = lighthouseRuns(options);
    log(
      `Lighthouse on ${options.pages === 'all' ? 'every page' : options.pages.join(', ')}, ${String(runs)} run(s) a page` +
        (options.cpuIndex === null ? '' : `, as a host of CPU index ${String(options.cpuIndex)}`),
    );
    pageRows = await measurePageRows(
      { selection: options.pages, runs, cpuIndex: options.cpuIndex, log },
      log,
    );
  }
  context.notes.push(
    'The portal runs as a child process with NODE_ENV=production and every production plugin ' +
      '(helmet with HSTS and CSP, compression, cookies, request logging at info level to a file), ' +
      'over plain http on loopback: TLS would be terminated in front of it in a deployment.',
    'Rates are autocannon averages with 50 connections after a warm-up; the bare node:http ' +
      'baseline runs in its own process like the portal, measured in the same run.',
    'P4d counts the body bytes as the browser receives them (the server compresses with ' +
      'Accept-Encoding: gzip, deflate, br); the decoded JSON size is in the detail.',
    'P4b compares the execution times PostgreSQL reports (EXPLAIN ANALYZE, median of repetitions, warm) of the rollup query and of the same daily sums over raw usage_events, on the ' +
      'database before the server opens it; the round trips the client saw are in the detail.',
  );
  const run: BenchRun = {
    date: today.toISOString(),
    machine: {
      cores: os.availableParallelism(),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    },
    options: {
      databases: options.databases,
      quick: options.quick,
      only: options.only,
      scale: options.scale,
    },
    durationSeconds: (Date.now() - started) / 1000,
    figures: context.figures,
    notes: context.notes,
  };
  // A --scale 10x run keeps its own results file and section of RESULTS.md, below the
  // default run's, which it leaves as it was (and the other way round).
  const resultsFile = (scale: number) =>
    path.join(import.meta.dirname, scale === 1 ? 'results.json' : `results-${String(scale)}x.json`);
  const readRun = async (scale: number) =>
    JSON.parse(await readFile(resultsFile(scale), 'utf8').catch(() => 'null')) as BenchRun | null;
  // The pages' rows outlive the runs that skip them, and a run of some pages replaces only
  // their rows; a run of the pages alone keeps the last run's figures as they were.
  const previous = await readRun(options.scale);
  const measuredGoals = options.only === null || options.only.length > 0;
  // Pages measured as a slower host (--cpu-index) keep a table of their own, one index at a
  // time, beside the pages at this host's own speed.
  const { cpuIndex } = options;
  const before = previous?.pagesAtIndex;
  const pages = mergePageRows(
    previous?.pages ?? [],
    cpuIndex === null ? pageRows : [],
    routeTablePaths,
  );
  const pagesAtIndex =
    cpuIndex === null || pageRows.length === 0
      ? before
      : {
          cpuIndex,
          rows: mergePageRows(
            before?.cpuIndex === cpuIndex ? before.rows : [],
            pageRows,
            routeTablePaths,
          ),
        };
  // Some goals alone (--only) go into the last full run beside its other figures.
  const base =
    previous === null
      ? run
      : !measuredGoals
        ? previous
        : options.only !== null && options.scale === 1
          ? mergeGoalRun(previous, run, options.only)
          : run;
  const written: BenchRun = {
    ...base,
    ...(pages.length === 0 ? {} : { pages }),
    ...(pagesAtIndex === undefined ? {} : { pagesAtIndex }),
  };
  await writeFile(resultsFile(options.scale), `${JSON.stringify(written, null, 2)}\n`);
  const defaultRun = options.scale === 1 ? written : await readRun(1);
  const scaledRun = options.scale === 10 ? written : await readRun(10);
  await writeResultsFile(
    path.join(import.meta.dirname, 'RESULTS.md'),
    defaultRun === null
      ? renderResults(written)
      : renderResults(defaultRun, scaledRun ?? undefined),
  );
  log(`wrote bench/RESULTS.md and its results file in ${run.durationSeconds.toFixed(0)} s`);
  const figuresPass = !measuredGoals || allPass(run.figures);
  return figuresPass && pageRows.every(rowMeetsGoals) ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
