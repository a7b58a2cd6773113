import lighthouse from 'lighthouse';
import type { BenchFigure } from './figure';
import { atMostFigure, failedFigure, median, round } from './goals';
import { launchChromium } from './lighthouse-chromium';
import {
  LIGHTHOUSE_METRICS,
  goalOf,
  isAtMost,
  valuesOf,
  type RunValues,
} from './lighthouse-values';

export interface LighthouseOptions {
  /** The portal's origin, e.g. http://127.0.0.1:3123. */
  baseUrl: string;
  /** A signed-in customer's Cookie header (bench/sign-in.ts); without it no dashboard figures. */
  cookie?: string;
  /** Runs per page; the figures are medians. Issue 8 asks for 5. */
  runs?: number;
}

interface Page {
  key: 'login' | 'dashboard';
  name: string;
  path: string;
  /** Where the run must end: a signed-out dashboard would end on /login. */
  landsOn: (pathname: string) => boolean;
}

const PAGES: Page[] = [
  {
    key: 'login',
    name: 'sign-in page',
    path: '/login',
    landsOn: (pathname) => pathname.startsWith('/login'),
  },
  {
    key: 'dashboard',
    name: 'signed-in dashboard',
    path: '/',
    landsOn: (pathname) => pathname === '/',
  },
];

function atLeastFigure(input: {
  id: string;
  name: string;
  value: number;
  min: number;
  detail: string;
}): BenchFigure {
  return {
    id: input.id,
    name: input.name,
    database: 'none',
    value: round(input.value, 2),
    unit: 'score',
    goal: `≥ ${String(input.min)}`,
    pass: input.value >= input.min,
    detail: input.detail,
  };
}

/** The P6 timings and layout shift: each the median of the runs, against its ceiling. */
const AT_MOST = LIGHTHOUSE_METRICS.filter(isAtMost);

function pageFigures(page: Page, runs: RunValues[]): BenchFigure[] {
  const id = (metric: string) => `P6-${page.key}-${metric}`;
  const list = (values: number[], digits: number) =>
    `runs: ${values.map((v) => String(round(v, digits))).join(', ')}`;
  const strays = runs.filter((run) => !page.landsOn(run.finalPath));
  if (strays.length > 0) {
    const paths = strays.map((run) => run.finalPath).join(', ');
    return [failedFigure(id('page'), `Lighthouse ${page.name}`, 'none', `runs ended on ${paths}`)];
  }
  const of = (pick: (run: RunValues) => number) => runs.map(pick);
  const failedA11y = [...new Set(runs.flatMap((run) => run.failedA11y))];
  return [
    atLeastFigure({
      id: id('performance'),
      name: `Lighthouse performance, ${page.name} (mobile)`,
      value: median(of((run) => run.performance)),
      min: goalOf('performance'),
      detail:
        `${list(
          of((run) => run.performance),
          2,
        )}; host CPU benchmark index ` +
        `${String(Math.round(median(of((run) => run.benchmarkIndex))))} (Lighthouse assumes ≥ 1000)`,
    }),
    ...AT_MOST.map((metric) =>
      atMostFigure({
        id: id(metric.key),
        name: `${metric.name}, ${page.name}`,
        database: 'none',
        value: median(of(metric.read)),
        unit: metric.unit,
        max: metric.goal.atMost,
        detail: list(of(metric.read), metric.digits),
      }),
    ),
    atLeastFigure({
      id: id('accessibility'),
      name: `Lighthouse accessibility, ${page.name}`,
      // Every run must be clean, not just the middle one.
      value: Math.min(...of((run) => run.accessibility)),
      min: goalOf('accessibility'),
      detail: failedA11y.length === 0 ? 'no failed audits' : `failed: ${failedA11y.join(', ')}`,
    }),
  ];
}

/**
 * One cold load of `url` in the Chromium on DevTools `port`: mobile form factor, default
 * throttling (its CPU slowdown `slowdown` instead of 4, if given: cpu-emulation.ts),
 * performance and accessibility only. The session cookie, if any, is sent as an extra
 * header: the portal's `__Host-` cookie is Secure, which a plain-http loopback origin may
 * not store, and a header needs no cookie store at all.
 */
function load(port: number, url: string, cookie?: string, slowdown?: number) {
  return lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie === undefined || cookie === '' ? null : { Cookie: cookie },
    },
    slowdown === undefined
      ? undefined
      : {
          extends: 'lighthouse:default',
          // Merged into the default throttling: only the CPU's slowdown changes.
          settings: { throttling: { cpuSlowdownMultiplier: slowdown } },
        },
  );
}

/**
 * The first signed-in load after signing in is where the app chooses the person's account
 * (PATCH /session), which a browser signing in would have done on its way in. The bench
 * signs in without a browser, so one unmeasured load does it; what Lighthouse makes of
 * that load (it may report a trace error as the app moves on) is not looked at, but for
 * the host's CPU index, which it returns.
 */
export async function warmUp(port: number, url: string, cookie: string): Promise<number> {
  const result = await load(port, url, cookie);
  return result?.lhr.environment.benchmarkIndex ?? Number.NaN;
}

/**
 * Trace errors Lighthouse itself says to run again for: its trace of the load missed the
 * navigation's start, now and then, on any page (seen on 29/11 about one run in 150).
 */
const RUN_AGAIN = new Set(['NO_NAVSTART']);

/**
 * One measured load (see load), with the CPU slowdown `slowdown` if given, which must give
 * a result without a runtime error; a run Lighthouse asks to be run again is, once.
 */
export async function runLighthouse(
  port: number,
  url: string,
  cookie?: string,
  slowdown?: number,
): Promise<RunValues> {
  const { pathname } = new URL(url);
  for (let attempt = 1; ; attempt += 1) {
    const result = await load(port, url, cookie, slowdown);
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${pathname}`);
    const error = result.lhr.runtimeError;
    if (error === undefined) return valuesOf(result.lhr);
    if (attempt === 2 || !RUN_AGAIN.has(error.code)) {
      throw new Error(`Lighthouse on ${pathname}: ${error.message}`);
    }
  }
}

/**
 * P6: Lighthouse 13 on the sign-in page and the signed-in dashboard, mobile form factor with
 * its default (simulated) throttling, in Debian's Chromium; each figure is the median of
 * `runs` cold loads (Lighthouse resets the cache between runs), each by runLighthouse.
 */
export async function measureLighthouse(opts: LighthouseOptions): Promise<BenchFigure[]> {
  const runs = opts.runs ?? 5;
  const chromium = await launchChromium();
  const figures: BenchFigure[] = [];
  try {
    for (const page of PAGES) {
      if (page.key === 'dashboard' && opts.cookie === undefined) {
        figures.push(
          failedFigure('P6-dashboard-page', 'Lighthouse signed-in dashboard', 'none', 'no cookie'),
        );
        continue;
      }
      const url = new URL(page.path, opts.baseUrl).href;
      const cookie = page.key === 'dashboard' ? opts.cookie : undefined;
      if (page.key === 'dashboard' && cookie !== undefined) {
        await warmUp(chromium.port, url, cookie);
      }
      const results: RunValues[] = [];
      for (let i = 0; i < runs; i += 1) {
        results.push(await runLighthouse(chromium.port, url, cookie));
      }
      figures.push(...pageFigures(page, results));
    }
  } finally {
    await chromium.stop();
  }
  return figures;
}
