import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { recordRequest } from './http-requests';
import { listenForScrapes, type MetricsListener } from './metrics-server';
import { collectProcessDefaults, processRegistry } from './registry';
import { stateMetrics, type StateMetrics } from './state-metrics';

export interface AppMetrics {
  /** The job queue's sizes, from the scheduler while it runs (null when it stops). */
  watchJobQueue: StateMetrics['watchJobQueue'];
  /** Where Prometheus scrapes this process; null while metrics are off or not listening. */
  url(): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics (decision 034). With METRICS_PORT unset nothing is recorded per request
 * and nothing listens; set, every answer is observed once and /metrics is served on that port
 * from the server's start to its close.
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, options: { settings: Config['metrics']; database: DatabaseHandle }) => {
    const state = stateMetrics(options.database);
    let listener: MetricsListener | null = null;
    app.decorate('metrics', {
      watchJobQueue: state.watchJobQueue,
      url: () => listener?.url ?? null,
    });
    const { settings } = options;
    if (settings === null) return;

    collectProcessDefaults();
    app.addHook('onResponse', recordRequest);
    const scrape = async () => ({
      contentType: processRegistry.contentType,
      body: `${await processRegistry.metrics()}\n${await state.registry.metrics()}`,
    });
    app.addHook('onReady', async () => {
      listener = await listenForScrapes(settings, scrape, app.log);
    });
    app.addHook('onClose', async () => {
      await listener?.close();
      listener = null;
    });
  },
  { name: 'metrics' },
);
