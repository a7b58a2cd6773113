import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's own metrics (decision 034): what happened since it started. Prometheus
 * scrapes a process, so these are made once per process, in a registry of the portal's own
 * (never prom-client's global one, which any library may write to). The figures read from
 * an app's database and job queue at each scrape are the app's (state-metrics.ts).
 */
export const processRegistry = new Registry();

/** Seconds, from a millisecond signed-in read to a slow gateway call. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One observation per answer: its `_count` is the request count, so no counter beside it. */
export const httpRequestSeconds = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Requests answered, by method, route template and status class, and how long each took (its _count counts requests).',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

/** A counter in the process registry. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  return new Counter<L>({ name, help, labelNames, registers: [processRegistry] });
}

export const signIns = counter(
  'portal_sign_ins_total',
  'Sign-in form submissions, by identity pool and outcome (succeeded, failed, throttled).',
  ['pool', 'outcome'],
);

export const paymentsSettled = counter(
  'portal_payments_total',
  'Bill payments that reached their final status, by method and status as the database records them.',
  ['method', 'outcome'],
);

export const topUpsSettled = counter(
  'portal_top_ups_total',
  'Prepay top-ups that reached their final status, by method, trigger and status as the database records them; vouchers as method Voucher.',
  ['method', 'trigger', 'outcome'],
);

export const jobRuns = counter(
  'portal_job_runs_total',
  'Runs of scheduled jobs in this process, by job and outcome (succeeded, failed).',
  ['job', 'outcome'],
);

let defaultsCollected = false;

/**
 * Node's own figures (CPU, memory, heap, event-loop delay, handles, garbage collection),
 * switched on once, when a process first serves its metrics: they keep a delay monitor
 * running, which a process serving none has no use for.
 */
export function collectProcessDefaults(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}
