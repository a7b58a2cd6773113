import { median, round } from './goals';
import {
  LIGHTHOUSE_METRICS,
  goalOf,
  isAtMost,
  metricOf,
  type MetricKey,
  type RunValues,
} from './lighthouse-values';

/** A figure over several runs: the median and the spread around it. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** One row of the pages table in RESULTS.md and results.json. */
export interface PageRow {
  /** The route table's path. */
  path: string;
  persona: string;
  /** When the row was measured (ISO); a run of some pages keeps the other rows as they were. */
  measuredAt: string;
  outcome:
    | {
        kind: 'scored';
        /** The address opened, with any demo id and query filled in. */
        opened: string;
        runs: number;
        figures: Record<MetricKey, Spread>;
        /** Lighthouse's benchmarkIndex of the host over the runs. */
        cpuIndex: Spread;
        /** `--cpu-index`: the CPU slowdowns the runs used, in place of Lighthouse's 4. */
        slowdown?: Spread;
        /** The goals not met; empty when every one is. */
        missed: MetricKey[];
        failedA11y: string[];
      }
    /** A route that only sends everyone on: where to, e.g. "lands on /login-problem". */
    | { kind: 'redirect'; sends: string }
    | { kind: 'failed'; reason: string };
}

/**
 * The goals a page misses. Timings, layout shift and performance are judged on the median;
 * accessibility on the lowest run, as P6 judges it: every run must be clean.
 */
export function missedGoals(figures: Record<MetricKey, Spread>): MetricKey[] {
  return LIGHTHOUSE_METRICS.filter((metric) => {
    const figure = figures[metric.key];
    if (isAtMost(metric)) return !(figure.median <= metric.goal.atMost);
    const judged = metric.key === 'accessibility' ? figure.min : figure.median;
    return !(judged >= goalOf(metric.key));
  }).map((metric) => metric.key);
}

/** A page's row from its runs, or a failed row when a run ended somewhere else. */
export function scoredRow(input: {
  path: string;
  persona: string;
  opened: string;
  measuredAt: string;
  runs: readonly RunValues[];
  /** The runs' CPU slowdowns, when they were not Lighthouse's own. */
  slowdowns?: readonly number[];
}): PageRow {
  const { path, persona, measuredAt, runs } = input;
  const expected = new URL(input.opened, 'http://page').pathname;
  const strays = runs.filter((run) => run.finalPath !== expected);
  if (runs.length === 0 || strays.length > 0) {
    const where = strays.map((run) => run.finalPath).join(', ');
    return {
      path,
      persona,
      measuredAt,
      outcome: { kind: 'failed', reason: runs.length === 0 ? 'no runs' : `runs ended on ${where}` },
    };
  }
  const figures = Object.fromEntries(
    LIGHTHOUSE_METRICS.map((metric) => [metric.key, spreadOf(runs.map(metric.read))]),
  ) as Record<MetricKey, Spread>;
  return {
    path,
    persona,
    measuredAt,
    outcome: {
      kind: 'scored',
      opened: input.opened,
      runs: runs.length,
      figures,
      cpuIndex: spreadOf(runs.map((run) => run.benchmarkIndex)),
      ...(input.slowdowns === undefined || input.slowdowns.length === 0
        ? {}
        : { slowdown: spreadOf(input.slowdowns) }),
      missed: missedGoals(figures),
      failedA11y: [...new Set(runs.flatMap((run) => run.failedA11y))],
    },
  };
}

/** A row meets the goals when it is scored and misses none, or only sends everyone on. */
export function rowMeetsGoals(row: PageRow): boolean {
  return (
    row.outcome.kind === 'redirect' ||
    (row.outcome.kind === 'scored' && row.outcome.missed.length === 0)
  );
}

/**
 * The rows of the last runs with this run's rows in place of theirs, in the route table's
 * order; rows of paths the table no longer has are dropped.
 */
export function mergePageRows(
  previous: readonly PageRow[],
  fresh: readonly PageRow[],
  tablePaths: readonly string[],
): PageRow[] {
  const byPath = new Map(previous.map((row) => [row.path, row]));
  for (const row of fresh) byPath.set(row.path, row);
  return tablePaths.flatMap((path) => {
    const row = byPath.get(path);
    return row === undefined ? [] : [row];
  });
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

const formatNumber = (value: number, digits: number) =>
  Number.isNaN(value)
    ? '—'
    : round(value, digits).toLocaleString('en-NZ', { maximumFractionDigits: digits });

/** "0.4 (0.38–0.45)", or just the figure after a single run; the unit after the median. */
export function formatSpread(spread: Spread, digits: number, unit = ''): string {
  const figure = `${formatNumber(spread.median, digits)}${unit === '' ? '' : ` ${unit}`}`;
  if (spread.min === spread.max) return figure;
  return `${figure} (${formatNumber(spread.min, digits)}–${formatNumber(spread.max, digits)})`;
}

export const labelOf = (key: MetricKey) => metricOf(key).label;

function rowCells(row: PageRow, emulated: boolean): string[] {
  const { outcome } = row;
  const blank = [...LIGHTHOUSE_METRICS.map(() => '—'), ...(emulated ? ['—'] : [])];
  if (outcome.kind === 'redirect') {
    return ['—', ...blank, '—', `not scored: ${outcome.sends}`];
  }
  if (outcome.kind === 'failed') {
    return ['—', ...blank, '—', `**not measured**: ${outcome.reason}`];
  }
  const goals =
    outcome.missed.length === 0 ? 'met' : `**not met**: ${outcome.missed.map(labelOf).join(', ')}`;
  const failed =
    outcome.failedA11y.length === 0 ? '' : ` (failed audits: ${outcome.failedA11y.join(', ')})`;
  return [
    String(outcome.runs),
    ...LIGHTHOUSE_METRICS.map((metric) =>
      formatSpread(outcome.figures[metric.key], metric.digits, metric.unit),
    ),
    formatSpread(outcome.cpuIndex, 0),
    ...(emulated
      ? [outcome.slowdown === undefined ? '—' : `${formatSpread(outcome.slowdown, 1)}×`]
      : []),
    goals + failed,
  ];
}

/**
 * The pages section of bench/RESULTS.md: a row for every page of the route table that has
 * been measured, each with its figures' medians and spreads, the host's CPU index over its
 * runs and whether it meets the goals. With `cpuIndex`, the pages measured as a host of that
 * index (`--cpu-index`), with the CPU slowdown each page's runs used.
 */
export function renderPagesSection(
  rows: readonly PageRow[],
  tablePaths: readonly string[],
  cpuIndex?: number,
): string {
  const emulated = cpuIndex !== undefined;
  const index = emulated ? cpuIndex.toLocaleString('en-NZ') : '';
  const scored = rows.filter((row) => row.outcome.kind === 'scored');
  const met = scored.filter(rowMeetsGoals);
  const missing = tablePaths.filter((path) => !rows.some((row) => row.path === path));
  const goals = LIGHTHOUSE_METRICS.map(
    (metric) =>
      `${metric.label} ${isAtMost(metric) ? '≤' : '≥'} ${String(goalOf(metric.key))}` +
      (metric.unit === '' ? '' : ` ${metric.unit}`),
  ).join(', ');
  const lines = [
    emulated
      ? `## Every page on a phone, as a host of CPU index ${index}`
      : '## Every page on a phone',
    '',
    (emulated
      ? `Written by \`npm run bench -- --pages --cpu-index ${String(cpuIndex)}\`: `
      : `Written by \`npm run bench -- --pages\` (or \`--pages /path,…\` for some pages, \`--runs N\` ` +
        `for other than five runs a page): `) +
      `${String(rows.length)} of the ` +
      `${String(tablePaths.length)} paths of the web route table, ${String(scored.length)} scored, ` +
      `${String(met.length)} meeting every goal` +
      (missing.length === 0 ? '.' : `; not measured yet: ${missing.join(', ')}.`),
    '',
    "Lighthouse mobile (its default simulated throttling) in Debian's Chromium, each page " +
      'opened by the person who can see it (e2e/support/route-personas.ts) on the demo data. ' +
      'Each figure is the median of the runs, with the lowest and highest in brackets; the CPU ' +
      "index is Lighthouse's benchmarkIndex of the host over the same runs (its throttling " +
      `assumes about 1,000 or more; a loaded host scores worse). Goals: ${goals}; each on ` +
      'the median, accessibility in every run.' +
      (emulated
        ? ` Lighthouse's CPU slowdown of 4 is meant for a host of index 1,500–2,000; these runs ` +
          `used 4 × this host's index ÷ ${index} instead (bench/cpu-emulation.ts), each from ` +
          "the host's index in the run before, so they stand for a host of index about " +
          `${index}. Lighthouse leaves tasks under 10 ms of this host's time out of its ` +
          'simulation, where a slower host would have counted those of 5 ms or more: the ' +
          'blocking times here are, if anything, a little low.'
        : ''),
    '',
    `| page | as | runs | ${LIGHTHOUSE_METRICS.map((metric) => metric.label).join(' | ')} | CPU index | ${emulated ? 'slowdown | ' : ''}goals | measured |`,
    `|---|---|---|${LIGHTHOUSE_METRICS.map(() => '---|').join('')}---|${emulated ? '---|' : ''}---|---|`,
    ...rows.map((row) =>
      [
        '',
        row.path,
        row.persona,
        ...rowCells(row, emulated),
        // A route that only sends everyone on is listed, not measured.
        row.outcome.kind === 'redirect' ? '—' : row.measuredAt.slice(0, 16).replace('T', ' '),
        '',
      ]
        .map(escapeCell)
        .join(' | ')
        .trim(),
    ),
    '',
  ];
  return lines.join('\n');
}
