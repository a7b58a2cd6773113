import type { BenchFigure } from './figure';
import { atMostFigure, checkFigure, formatRate, ratioFigure, round } from './goals';
import { failures, load, settle, warmThenLoad, type LoadOptions, type LoadResult } from './load';
import { alternate, medianRound, ROUNDS, type RoundPair } from './rounds';
import type { Running } from './processes';
import { signInCookie } from './sign-in';
import { yearRange, type UsageQueryFigures } from './usage-queries';
import { measureWireSize } from './wire-size';

type Database = 'pglite' | 'postgres';
type Durations = { warm: number; measure: number; fixedRate: number };

export const CONNECTIONS = 50;
/** Aroha owns the demo's main account (docs/demo-data.md). */
export const DEMO_CUSTOMER = 'aroha@example.nz';
export const DEMO_ACCOUNT = '30000001';
/** What a browser sends with a fetch from the SPA. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

function loadDetail(result: LoadResult): string {
  const failed = failures(result);
  return (
    `${String(result.requests)} requests, p99 ${String(result.p99Ms)} ms` +
    (failed === 0 ? ', no errors' : `, ${String(failed)} errors or non-2xx`)
  );
}

/** The signed-in calls P2 and P4 load: a URL and the session cookie of its owner. */
export interface SignedInCall {
  url: string;
  headers: Record<string, string>;
}

export async function accountCall(portal: Running): Promise<SignedInCall> {
  const cookie = await signInCookie(portal.origin, DEMO_CUSTOMER);
  return {
    url: `${portal.origin}/api/accounts/${DEMO_ACCOUNT}`,
    headers: { ...BROWSER_HEADERS, cookie },
  };
}

export async function usageCall(
  portal: Running,
  busiest: { line: string; account: string },
  today: string,
): Promise<SignedInCall> {
  const cookie = await signInCookie(portal.origin, `loadtest+${busiest.account}@example.nz`);
  const { from, to } = yearRange(today);
  return {
    url:
      `${portal.origin}/api/mobile/v2/management/accounts/${busiest.account}` +
      `/mobileServices/${busiest.line}/usage/data?from=${from}&to=${to}`,
    headers: { ...BROWSER_HEADERS, cookie },
  };
}

/** Maximum rate of a signed-in call, 50 connections; every answer must be a 2xx. */
export async function measureRate(call: SignedInCall, d: Durations): Promise<LoadResult> {
  return warmThenLoad(
    { url: call.url, headers: call.headers, connections: CONNECTIONS, durationSeconds: d.measure },
    d.warm,
  );
}

/** The baseline: bare node:http answering /healthz, 50 connections. */
function bareLoad(bare: Running, durationSeconds: number): LoadOptions {
  return { url: `${bare.origin}/healthz`, connections: CONNECTIONS, durationSeconds };
}

/**
 * A call's rate against bare node:http's, the two taking turns for ROUNDS rounds (rounds.ts).
 * Both are warmed once first; each later run starts once the server has answered what the run
 * before it left unanswered. All rounds together measure each server twice as long as the
 * single run they replace did (4 s a round, 20 s in all, for the 10 s of a full run).
 */
async function rateAgainstBare(
  bare: Running,
  call: Pick<LoadOptions, 'url' | 'headers'>,
  d: Durations,
): Promise<{ median: RoundPair<LoadResult>; ratios: number[]; failed: number }> {
  const seconds = Math.max(2, Math.round((d.measure * 2) / ROUNDS));
  const measured: LoadOptions = { ...call, connections: CONNECTIONS, durationSeconds: seconds };
  const baseline = bareLoad(bare, seconds);
  await load({ ...baseline, durationSeconds: d.warm });
  await load({ ...measured, durationSeconds: d.warm });
  const settled = async (options: LoadOptions) => {
    await settle(options);
    return load(options);
  };
  const pairs = await alternate(
    ROUNDS,
    { baseline: () => settled(baseline), measured: () => settled(measured) },
    (result) => result.requestsPerSecond,
  );
  return {
    median: medianRound(pairs),
    ratios: pairs.map((pair) => pair.ratio),
    failed: pairs.reduce((sum, pair) => sum + failures(pair.measured), 0),
  };
}

function roundsDetail(ratios: number[], failed: number, median: LoadResult): string {
  const percents = ratios.map((ratio) => `${String(round(ratio * 100, 1))}%`).join(', ');
  return (
    `median of ${String(ratios.length)} alternating rounds (${percents}); ` +
    `that round: ${String(median.requests)} requests, p99 ${String(median.p99Ms)} ms` +
    (failed === 0 ? ', no errors in any round' : `, ${String(failed)} errors or non-2xx`)
  );
}

/** A rate figure against bare node:http, from the median of the alternating rounds. */
async function figureAgainstBare(
  bare: Running,
  call: Pick<LoadOptions, 'url' | 'headers'>,
  d: Durations,
  figure: { id: string; name: string; database: Database; minPercent: number },
): Promise<{ figure: BenchFigure; rate: number }> {
  const { median, ratios, failed } = await rateAgainstBare(bare, call, d);
  const result = ratioFigure({
    ...figure,
    value: median.measured.requestsPerSecond,
    baseline: median.baseline.requestsPerSecond,
    baselineName: 'bare node:http',
    detail: roundsDetail(ratios, failed, median.measured),
  });
  if (failed > 0) result.pass = false;
  return { figure: result, rate: median.measured.requestsPerSecond };
}

/** P1: /healthz through every production plugin against bare node:http, same run. */
export async function measureP1(
  database: Database,
  portal: Running,
  bare: Running,
  d: Durations,
): Promise<BenchFigure> {
  const { figure } = await figureAgainstBare(bare, { url: `${portal.origin}/healthz` }, d, {
    id: 'P1',
    name: '/healthz through every production plugin',
    database,
    minPercent: 70,
  });
  return figure;
}

/** P2: GET /api/accounts/{code} as a signed-in customer, through session, token and claims. */
export function measureP2(
  database: Database,
  call: SignedInCall,
  bare: Running,
  d: Durations,
): Promise<{ figure: BenchFigure; rate: number }> {
  return figureAgainstBare(bare, call, d, {
    id: 'P2',
    name: 'GET /api/accounts/{code}, signed in (cookie → token → claims → query)',
    database,
    minPercent: database === 'postgres' ? 20 : 5,
  });
}

/** P3: the P2 call at a fixed 1,000 requests a second; p99 and not one failure. */
export async function measureP3(
  database: Database,
  call: SignedInCall,
  d: Durations,
): Promise<BenchFigure> {
  const result = await load({
    url: call.url,
    headers: call.headers,
    connections: CONNECTIONS,
    durationSeconds: d.fixedRate,
    overallRate: 1000,
  });
  const failed = failures(result);
  return atMostFigure({
    id: 'P3',
    name: `GET /api/accounts/{code} at 1,000 req/s for ${String(d.fixedRate)} s: p99`,
    database,
    value: result.p99Ms,
    unit: 'ms',
    max: 50,
    also: { holds: failed === 0 && result.requests > 0, goal: 'no errors' },
    detail: `${String(result.requests)} requests (${formatRate(result.requestsPerSecond)}), ${String(failed)} errors/non-2xx/timeouts`,
  });
}

/** P4 (a) and (b): from the database, measured before the server opened it. */
export function usageQueryFigures(database: Database, q: UsageQueryFigures): BenchFigure[] {
  const share = q.rollup.databaseMs / Math.max(q.raw.databaseMs, 1e-6);
  const ms = (value: number) => round(value, 2).toString();
  return [
    checkFigure({
      id: 'P4a',
      name: '12 months of data usage by day served from the daily rollups',
      database,
      holds: q.readsRollups && !q.readsRawEvents && q.eventsInYear >= 300_000 / 3,
      goal: 'rollups only, no raw events read',
      detail: `${String(q.statements.length)} statements, usage_daily_rollups read: ${String(q.readsRollups)}, usage_events read: ${String(q.readsRawEvents)}; ${String(q.eventsInYear)} data events in the year`,
    }),
    {
      ...atMostFigure({
        id: 'P4b',
        name: 'rollup query time / same sums over raw usage_events',
        database,
        value: share,
        unit: '×',
        max: 1 / 50,
        also: { holds: q.sameAnswer, goal: 'same sums' },
        detail:
          `median execution ${ms(q.rollup.databaseMs)} ms vs ${ms(q.raw.databaseMs)} ms ` +
          `(1/${(1 / Math.max(share, 1e-9)).toFixed(0)}); median round trip ${ms(q.rollup.wallMs)} ms ` +
          `vs ${ms(q.raw.wallMs)} ms; same sums: ${String(q.sameAnswer)}`,
      }),
      value: round(share, 4),
      goal: '≤ 1/50 (0.02), same sums',
    },
  ];
}

/** P4 (c) and (d): the route's rate against P2's, and its size on the wire. */
export async function measureP4Route(
  database: Database,
  call: SignedInCall,
  p2Rate: number,
  d: Durations,
): Promise<{ figures: BenchFigure[]; rate: number }> {
  const size = await measureWireSize(call.url, call.headers);
  const result = await measureRate(call, d);
  const rate = ratioFigure({
    id: 'P4c',
    name: '12-month data usage route rate vs P2',
    database,
    value: result.requestsPerSecond,
    baseline: p2Rate,
    minPercent: 25,
    baselineName: 'P2',
    detail: loadDetail(result),
  });
  if (failures(result) > 0) rate.pass = false;
  const bytes = atMostFigure({
    id: 'P4d',
    name: '12-month data usage response on the wire (Accept-Encoding: gzip, deflate, br)',
    database,
    value: size.wireBytes / 1024,
    unit: 'KB',
    max: 25,
    also: { holds: size.status === 200, goal: 'status 200' },
    detail: `${String(size.wireBytes)} bytes ${size.encoding}; ${String(size.jsonBytes)} bytes of JSON decoded`,
  });
  return { figures: [rate, bytes], rate: result.requestsPerSecond };
}

/** P7: a rate on the growth data set against the same rate on the demo data set. */
export function growthFigure(
  id: string,
  name: string,
  grown: LoadResult,
  baseRate: number,
): BenchFigure {
  const figure = ratioFigure({
    id,
    name,
    database: 'postgres',
    value: grown.requestsPerSecond,
    baseline: baseRate,
    minPercent: 66.7,
    baselineName: 'demo data set',
    detail: loadDetail(grown),
  });
  figure.goal = '≥ 2/3 (66.7%)';
  if (failures(grown) > 0) figure.pass = false;
  return figure;
}
