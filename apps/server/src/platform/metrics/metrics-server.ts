import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

export const METRICS_PATH = '/metrics';

export interface MetricsListener {
  /** Where it listens, e.g. http://127.0.0.1:9464 (the port chosen when 0 was asked for). */
  url: string;
  close(): Promise<void>;
}

/**
 * A bare listener for Prometheus, apart from the portal's port (decision 034): GET /metrics
 * and nothing else. It has none of the portal's hooks, so a scrape is answered while the
 * portal drains or sheds load, when its figures matter most, and never counts itself.
 */
export async function listenForScrapes(
  where: { host: string; port: number },
  scrape: () => Promise<{ contentType: string; body: string }>,
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType }).end(body);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics: scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  log.info({ port }, `metrics at http://${host}:${String(port)}${METRICS_PATH}`);
  return {
    url: `http://${host}:${String(port)}${METRICS_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
