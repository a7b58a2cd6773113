import type { Result } from 'lighthouse';

/** One Lighthouse run's figures of interest. */
export interface RunValues {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  finalPath: string;
  failedA11y: string[];
  /** Lighthouse's measure of the host CPU; below about 1000 its simulated times inflate. */
  benchmarkIndex: number;
}

export function valuesOf(lhr: Result): RunValues {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    failedA11y: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * The figures of a page on a phone and their goals (issues 8 and 27), one table for P6 and
 * `--pages`: `name` as P6's figures say it, `label` as the pages table heads its column.
 */
export const LIGHTHOUSE_METRICS = [
  {
    key: 'performance',
    name: 'Lighthouse performance',
    label: 'performance',
    read: (run: RunValues) => run.performance,
    unit: '',
    digits: 2,
    goal: { atLeast: 0.95 },
  },
  {
    key: 'lcp',
    name: 'Largest contentful paint',
    label: 'LCP',
    read: (run: RunValues) => run.lcpMs / 1000,
    unit: 's',
    digits: 2,
    goal: { atMost: 2.5 },
  },
  {
    key: 'tbt',
    name: 'Total blocking time',
    label: 'TBT',
    read: (run: RunValues) => run.tbtMs,
    unit: 'ms',
    digits: 0,
    goal: { atMost: 200 },
  },
  {
    key: 'cls',
    name: 'Cumulative layout shift',
    label: 'CLS',
    read: (run: RunValues) => run.cls,
    unit: '',
    digits: 3,
    goal: { atMost: 0.1 },
  },
  {
    key: 'accessibility',
    name: 'Lighthouse accessibility',
    label: 'accessibility',
    read: (run: RunValues) => run.accessibility,
    unit: '',
    digits: 2,
    // Judged on the lowest run, not the median: every run must be clean.
    goal: { atLeast: 1 },
  },
] as const;

export type LighthouseMetric = (typeof LIGHTHOUSE_METRICS)[number];
export type MetricKey = LighthouseMetric['key'];

/** The figures with a ceiling (timings and layout shift), as opposed to a score's floor. */
export const isAtMost = (
  metric: LighthouseMetric,
): metric is Extract<LighthouseMetric, { goal: { atMost: number } }> => 'atMost' in metric.goal;

export function metricOf(key: MetricKey): LighthouseMetric {
  const metric = LIGHTHOUSE_METRICS.find((each) => each.key === key);
  if (metric === undefined) throw new Error(`no Lighthouse metric ${key}`);
  return metric;
}

/** A figure's goal as a number: the floor of a score, the ceiling of the others. */
export function goalOf(key: MetricKey): number {
  const { goal } = metricOf(key);
  return 'atLeast' in goal ? goal.atLeast : goal.atMost;
}
