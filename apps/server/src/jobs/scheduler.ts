import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { changeFeedOf } from '../db/change-cache';
import { jobRuns } from '../platform/metrics/registry';
import type { QueueDepth } from '../platform/metrics/state-metrics';

/** Jobs run in New Zealand time, as customers set their days. */
export const SCHEDULER_TIME_ZONE = 'Pacific/Auckland';

/**
 * Work that runs on its own. `cron` runs it on a schedule (in SCHEDULER_TIME_ZONE); it can
 * also be nudged to run soon. A job must be safe to run twice at once, from two servers:
 * the queue runs it at least once, and the job's own writes keep it to once.
 */
export interface JobDefinition {
  name: string;
  /**
   * Whether anything the job does could restrict a household's power (decision 063):
   * 'cannot' (it never touches power), or 'guarded' (it can, and each such step asks the
   * domain's `mayRestrictPower` first, so a medically dependent account is left alone).
   * Every job says which, so none is added without someone deciding.
   */
  power: 'cannot' | 'guarded';
  cron?: string;
  /** Runs soon whenever the database announces a change to this (db/change-feed.ts). */
  wakeOnChangesTo?: string;
  /** Runs once as the queue starts: catches up on what happened while no server ran. */
  runAtStart?: boolean;
  run(): Promise<void>;
}

export interface Scheduler {
  /** Asks for a run as soon as a worker is free (e.g. after a wallet was spent). */
  nudge(name: string): Promise<void>;
  /** Each job's jobs waiting (created or retrying) and running, for the metrics. */
  queueDepths(): Promise<QueueDepth[]>;
  stop(): Promise<void>;
}

/**
 * How often an idle worker looks for work. Long, because each look is a query on the one
 * embedded database; a nudge from this server wakes its worker at once, and another
 * server's nudge is picked up within this time.
 */
const POLLING_SECONDS = 30;

/** How long stop() waits for a job already under way before giving up on it. */
const STOP_WAIT_MS = 30_000;

/** Where pg-boss keeps its tables; migration 0011 dropped pg-boss 10's. */
const BOSS_SCHEMA = 'pgboss';

/**
 * Counts pg-boss's queries and the jobs it runs, so stop() can wait for them. pg-boss's
 * own stop can return while a worker's fetch is in flight: the job it then fetches runs,
 * and marks itself done, on a database the server has closed.
 */
function inFlightCounter() {
  let count = 0;
  return {
    track: async <T>(work: () => Promise<T>): Promise<T> => {
      count += 1;
      try {
        return await work();
      } finally {
        count -= 1;
      }
    },
    /** Resolves once nothing has been under way for a whole timer tick. */
    settled: async (log: FastifyBaseLogger) => {
      const deadline = Date.now() + STOP_WAIT_MS;
      while (count > 0) {
        if (Date.now() > deadline) {
          log.warn({ inFlight: count }, 'job queue stopped with work still under way');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/**
 * Jobs waiting (created or retrying) and running, counted now. pg-boss 12's getQueue gives
 * the counts its monitor last cached (once a minute), which would hide a queue filling up
 * between two passes, so this reads its job table (one table, or partitions under it).
 */
async function queueDepth(handle: DatabaseHandle, job: string): Promise<QueueDepth> {
  const { rows } = await handle.executeSql(
    `select count(*) filter (where state in ('created', 'retry'))::int as queued,
            count(*) filter (where state = 'active')::int as active
       from ${BOSS_SCHEMA}.job where name = $1`,
    [job],
  );
  const [counts] = rows as { queued: number; active: number }[];
  return { job, queued: counts?.queued ?? 0, active: counts?.active ?? 0 };
}

/** Nudges each job that asks to wake on a table's changes when the database announces one. */
function wakeOnChanges(
  handle: DatabaseHandle,
  jobs: readonly JobDefinition[],
  nudge: (name: string) => Promise<void>,
  log: FastifyBaseLogger,
): () => void {
  const feed = changeFeedOf(handle.db);
  const waking = jobs.filter((job) => job.wakeOnChangesTo !== undefined);
  if (feed === undefined || waking.length === 0) return () => undefined;
  return feed.subscribe((event) => {
    if (event === 'reset') return;
    for (const job of waking) {
      if (job.wakeOnChangesTo !== event.table) continue;
      nudge(job.name).catch((error: unknown) => {
        log.warn({ err: error, job: job.name }, 'could not wake a job');
      });
    }
  });
}

/**
 * pg-boss on the portal's own database (decision 012): on PGlite through the handle's
 * executeSql, on PostgreSQL through the same pool. Its tables live in the pgboss schema.
 */
export async function startScheduler(
  handle: DatabaseHandle,
  jobs: readonly JobDefinition[],
  log: FastifyBaseLogger,
): Promise<Scheduler> {
  const inFlight = inFlightCounter();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => inFlight.track(() => handle.executeSql(text, values)) },
    schema: BOSS_SCHEMA,
    backend: handle.kind,
    supervise: true,
    schedule: jobs.some((job) => job.cron !== undefined),
  });
  boss.on('error', (error) => {
    log.error({ err: error }, 'job queue error');
  });
  await boss.start();
  const workers = new Map<string, string>();
  const nudge = async (name: string) => {
    await boss.send(name, {});
    const workerId = workers.get(name);
    if (workerId !== undefined) boss.notifyWorker(workerId);
  };
  for (const job of jobs) {
    await boss.createQueue(job.name, { policy: 'singleton' });
    if (job.cron !== undefined) {
      await boss.schedule(job.name, job.cron, {}, { tz: SCHEDULER_TIME_ZONE });
    }
    const workerId = await boss.work(job.name, { pollingIntervalSeconds: POLLING_SECONDS }, () =>
      inFlight.track(async () => {
        try {
          await job.run();
          jobRuns.inc({ job: job.name, outcome: 'succeeded' });
        } catch (error) {
          jobRuns.inc({ job: job.name, outcome: 'failed' });
          log.error({ err: error, job: job.name }, 'job failed');
          throw error;
        }
      }),
    );
    workers.set(job.name, workerId);
  }
  const unsubscribe = wakeOnChanges(handle, jobs, nudge, log);
  for (const job of jobs.filter((each) => each.runAtStart === true)) await nudge(job.name);
  return {
    nudge,
    queueDepths: () => Promise.all(jobs.map((job) => queueDepth(handle, job.name))),
    stop: async () => {
      unsubscribe();
      await boss.stop({ graceful: true, timeout: 5_000 });
      await inFlight.settled(log);
    },
  };
}
