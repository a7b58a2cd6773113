import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** An event as the error-reporting service received it. */
export interface CapturedEvent {
  event_id?: string;
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
  user?: unknown;
  request?: unknown;
}

export interface SentryCapture {
  /** A DSN pointing the real Sentry SDK at this server. */
  dsn: string;
  /** Every envelope body received, as text, to search for what must never arrive. */
  bodies: string[];
  /** The error events among the envelopes' items. */
  events: CapturedEvent[];
  close(): Promise<void>;
}

/** An envelope: a header line, then an item header line and a payload line per item. */
function eventsIn(body: string): CapturedEvent[] {
  const lines = body.split('\n').filter((line) => line !== '');
  const events: CapturedEvent[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}') as CapturedEvent);
  }
  return events;
}

/**
 * A stand-in for the error-reporting service on loopback: it accepts Sentry envelopes
 * (POST /api/<project>/envelope/) so tests can check what the real SDKs send.
 */
export async function startSentryCapture(): Promise<SentryCapture> {
  const bodies: string[] = [];
  const events: CapturedEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // Browsers send the envelope cross-origin, so the answer must allow it.
      response.setHeader('access-control-allow-origin', '*');
      if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        response.writeHead(request.method === 'OPTIONS' ? 204 : 404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      const body = (gzipped ? gunzipSync(raw) : raw).toString('utf8');
      bodies.push(body);
      events.push(...eventsIn(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${String(port)}/1`,
    bodies,
    events,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
