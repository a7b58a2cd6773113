import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { startScheduler, type JobDefinition, type Scheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, when SCHEDULER_ENABLED; null otherwise. */
    scheduler: Scheduler | null;
  }
}

/** Starts the job queue once the server is ready and stops it before the database closes. */
export const schedulerPlugin = fp(
  (app: FastifyInstance, options: { database: DatabaseHandle; jobs: readonly JobDefinition[] }) => {
    app.decorate('scheduler', null);
    app.addHook('onReady', async () => {
      const scheduler = await startScheduler(options.database, options.jobs, app.log);
      app.scheduler = scheduler;
      app.metrics.watchJobQueue(() => scheduler.queueDepths());
    });
    app.addHook('onClose', async () => {
      app.metrics.watchJobQueue(null);
      await app.scheduler?.stop();
    });
  },
  { name: 'scheduler' },
);
