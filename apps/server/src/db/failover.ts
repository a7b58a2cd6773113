import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

/**
 * How long a request waits for a connection while the database cannot be reached, e.g.
 * while Patroni promotes the replica (about ten seconds with the cluster's settings).
 */
export const DEFAULT_FAILOVER_WAIT_MS = 20_000;

/** The first pause between attempts; it doubles up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 100;
const MAX_PAUSE_MS = 1_000;

/** Socket errors that mean no connection was made (or it broke before it was handed out). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  // SQLSTATE class 08 (connection exception) and the server shutting down or starting up.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  // A node still in recovery: HAProxy may send a new connection to the replica Patroni is
  // promoting a moment before it takes writes, and the pool's LISTEN (onConnect) fails
  // there. The connection is discarded before it is handed out, so trying again is safe.
  '25006',
]);

const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /during recovery/i,
  /timeout exceeded when trying to connect/i,
  /server closed the connection unexpectedly/i,
];

/**
 * True when an error from *opening* a connection means the database could not be reached for
 * now, so opening another later may succeed. Only ever asked about a connection not yet
 * handed out: nothing was sent on it, so trying again cannot run anything twice.
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  return UNREACHABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

export interface FailoverPoolOptions extends pg.PoolConfig {
  /** How long to keep trying to open a connection; 0 fails at once as pg.Pool does. */
  failoverWaitMs?: number;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg pool that rides out a failover. While the database cannot be reached (the primary is
 * gone and Patroni has not promoted the replica yet; HAProxy refuses or cuts new
 * connections), handing out a connection waits and tries again for up to `failoverWaitMs`,
 * instead of failing the request at once. A statement already sent on a connection that is
 * then cut is never sent again: it may have committed before the cut, so its request fails,
 * and the client's retry (with its Idempotency-Key for money) decides what happens.
 *
 * pool.query() draws through connect() too, so both forms wait.
 */
export class FailoverPool extends pg.Pool {
  readonly failoverWaitMs: number;
  /** Connections opened after at least one failed attempt (for tests and logs). */
  recoveries = 0;

  constructor(options: FailoverPoolOptions = {}) {
    const { failoverWaitMs = DEFAULT_FAILOVER_WAIT_MS, ...poolOptions } = options;
    super(poolOptions);
    this.failoverWaitMs = failoverWaitMs;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const connected = this.connectWaiting();
    if (callback === undefined) return connected;
    connected.then(
      (client) => {
        callback(undefined, client, (release) => {
          client.release(release as Error | boolean | undefined);
        });
      },
      (error: unknown) => {
        callback(error as Error, undefined, () => undefined);
      },
    );
    return undefined;
  }

  private async connectWaiting(): Promise<pg.PoolClient> {
    const deadline = Date.now() + this.failoverWaitMs;
    let pause = FIRST_PAUSE_MS;
    let failed = false;
    for (;;) {
      try {
        const client = await super.connect();
        if (failed) this.recoveries += 1;
        return client;
      } catch (error) {
        if (this.ending || !isUnreachable(error) || Date.now() + pause > deadline) throw error;
        failed = true;
        await delay(pause);
        pause = Math.min(pause * 2, MAX_PAUSE_MS);
      }
    }
  }
}
