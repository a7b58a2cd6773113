import { Counter, Gauge, Registry } from 'prom-client';
import type { DatabaseHandle, DatabaseUse, PoolUse } from '../../db/client';
import { withTimeout } from '../with-timeout';

/** Jobs waiting to run (created or retrying) and running, per job. */
export interface QueueDepth {
  job: string;
  queued: number;
  active: number;
}

/** How long a scrape waits for the job queue's sizes before leaving them out. */
const QUEUE_READ_TIMEOUT_MS = 1000;

export interface StateMetrics {
  /** The app's figures, read when scraped. */
  registry: Registry;
  /** Where the job queue's sizes come from, once this process runs the scheduler. */
  watchJobQueue: (depths: (() => Promise<QueueDepth[]>) | null) => void;
}

/**
 * What an app's database and job queue look like at the moment of a scrape: pool use, the
 * change feed (decision 016) and queue depth. Read, not counted, so nothing on the paths
 * that use them changes; one registry per app, as each app has its own database.
 */
export function stateMetrics(database: DatabaseHandle): StateMetrics {
  const registry = new Registry();
  let jobQueue: (() => Promise<QueueDepth[]>) | null = null;

  const poolGauges: [string, string, (use: PoolUse) => number][] = [
    [
      'portal_db_pool_connections',
      'Connections open in each PostgreSQL pool (shared, locking); none on PGlite, one in-process connection.',
      (use) => use.total,
    ],
    [
      'portal_db_pool_idle_connections',
      'Open connections no query is using, per pool.',
      (use) => use.idle,
    ],
    [
      'portal_db_pool_waiting_queries',
      'Queries waiting for a connection, per pool; above 0 for long means the pool is too small.',
      (use) => use.waiting,
    ],
    ['portal_db_pool_max_connections', 'The most connections each pool opens.', (use) => use.max],
  ];
  for (const [name, help, pick] of poolGauges) {
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const use of database.use().pools) this.set({ pool: use.pool }, pick(use));
      },
    });
  }

  type Feed = DatabaseUse['changeFeed'];
  new Gauge({
    name: 'portal_change_feed_connected',
    help: '1 while the change feed listens (caches are used), 0 while it reconnects (every read goes to the database).',
    registers: [registry],
    collect() {
      this.set(database.use().changeFeed.live ? 1 : 0);
    },
  });
  const feedCounter = (name: string, help: string, pick: (feed: Feed) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(pick(database.use().changeFeed));
      },
    });
  feedCounter(
    'portal_change_feed_reconnects_total',
    'Times the change feed listened again after losing its connection.',
    (feed) => feed.reconnects,
  );
  feedCounter(
    'portal_change_feed_notifications_total',
    'Change notifications heard from the database.',
    (feed) => feed.notifications,
  );

  new Gauge({
    name: 'portal_job_queue_jobs',
    help: 'Jobs in the queue by job and state (queued: waiting or retrying; active: running), the same in every process; left out if the database does not answer within a second.',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (jobQueue === null) return;
      const depths = (await withTimeout(jobQueue(), QUEUE_READ_TIMEOUT_MS).catch(() => null)) ?? [];
      for (const { job, queued, active } of depths) {
        this.set({ job, state: 'queued' }, queued);
        this.set({ job, state: 'active' }, active);
      }
    },
  });

  return {
    registry,
    watchJobQueue: (depths) => {
      jobQueue = depths;
    },
  };
}
