import type { onResponseHookHandler } from 'fastify';
import { httpRequestSeconds } from './registry';

/**
 * The route label of requests no route matched (the web app's pages, unknown paths): their
 * paths are whatever was asked for, so they share one label rather than one each.
 */
export const UNMATCHED_ROUTE = 'unmatched';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

type Series = ReturnType<typeof httpRequestSeconds.labels>;

/** Each route's series per method and status class, made on first use. */
const seriesByRoute = new Map<string, Map<string, Series[]>>();

function seriesOf(route: string, method: string, statusCode: number): Series {
  let byMethod = seriesByRoute.get(route);
  if (byMethod === undefined) {
    byMethod = new Map();
    seriesByRoute.set(route, byMethod);
  }
  let byClass = byMethod.get(method);
  if (byClass === undefined) {
    byClass = [];
    byMethod.set(method, byClass);
  }
  const index = Math.min(Math.max(Math.floor(statusCode / 100) - 1, 0), 4);
  let series = byClass[index];
  if (series === undefined) {
    series = httpRequestSeconds.labels(method, route, STATUS_CLASSES[index] ?? '5xx');
    byClass[index] = series;
  }
  return series;
}

/**
 * Observes each answer once, labelled by the route's template (`/api/accounts/:accountCode`),
 * never the path asked for: no account number, number or token reaches a label. A callback
 * hook, as every hook on the hot path is (README, "What made it fast").
 */
export const recordRequest: onResponseHookHandler = (request, reply, done) => {
  seriesOf(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode).observe(
    reply.elapsedTime / 1000,
  );
  done();
};
