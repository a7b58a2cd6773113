import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY, openDatabase, type DatabaseHandle } from './client';
import { FailoverPool, isUnreachable } from './failover';
import { adminQuery } from './testing';

describe('isUnreachable', () => {
  it('knows refused, reset and cut connections and a server starting up', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    expect(isUnreachable(refused)).toBe(true);
    expect(isUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const startingUp = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    });
    expect(isUnreachable(startingUp)).toBe(true);
    const recovering = Object.assign(new Error('cannot execute LISTEN during recovery'), {
      code: '25006',
    });
    expect(isUnreachable(recovering)).toBe(true);
  });

  it('leaves errors of the statement itself alone', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isUnreachable(unique)).toBe(false);
    expect(isUnreachable(new Error('syntax error at or near "selec"'))).toBe(false);
    expect(isUnreachable('ECONNREFUSED')).toBe(false);
  });
});

/**
 * A TCP proxy in front of the test PostgreSQL that a test can cut (every connection closed,
 * new ones refused), as losing the primary does to the portal behind HAProxy, and restore.
 */
class CuttableProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Cuts every connection and stops listening: new connections are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server !== undefined) await new Promise((resolve) => server.close(resolve));
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;

/** PostgreSQL only: set TEST_DATABASE_URL (npm run test:api:pg) to run these. */
describe.skipIf(serverUrl === undefined)('a failover behind a cut connection', () => {
  const name = `portal_failover_${randomBytes(6).toString('hex')}`;
  let proxy: CuttableProxy;
  let proxiedUrl: string;

  const admin = (statement: string) => adminQuery(serverUrl ?? '', statement);

  /** A direct connection to the test database, around the proxy. */
  async function direct<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const target = new URL(serverUrl ?? '');
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    const url = new URL(serverUrl ?? '');
    url.host = `127.0.0.1:${String(proxy.port)}`;
    url.pathname = `/${name}`;
    proxiedUrl = url.toString();
  });
  afterAll(async () => {
    await proxy.cut();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('waits for the database while it is unreachable, then answers', async () => {
    const pool = new FailoverPool({ connectionString: proxiedUrl, failoverWaitMs: 10_000 });
    pool.on('error', () => undefined);
    try {
      expect((await pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
      await proxy.cut();
      // The pool hears of the cut a moment later (as of a lost primary) and drops the idle
      // connection; a new one is refused until the proxy is back.
      await delay(200);
      const started = Date.now();
      const answer = pool.query<{ two: number }>('select 2 as two');
      answer.catch(() => undefined);
      await delay(1_500);
      await proxy.open();
      expect((await answer).rows[0]).toEqual({ two: 2 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
      expect(pool.recoveries).toBeGreaterThanOrEqual(1);
    } finally {
      await pool.end();
    }
  });

  it('fails once the wait is over, and at once with no wait', async () => {
    const waiting = new FailoverPool({ connectionString: proxiedUrl, failoverWaitMs: 600 });
    const failing = new FailoverPool({ connectionString: proxiedUrl, failoverWaitMs: 0 });
    for (const pool of [waiting, failing]) pool.on('error', () => undefined);
    try {
      await proxy.cut();
      let started = Date.now();
      await expect(waiting.query('select 1')).rejects.toThrow();
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(300);
      expect(waited).toBeLessThan(3_000);
      started = Date.now();
      await expect(failing.query('select 1')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(300);
    } finally {
      await proxy.open();
      for (const pool of [waiting, failing]) await pool.end();
    }
  });

  it('never sends again a statement whose connection was cut under it', async () => {
    await direct('create table probe (id serial primary key, at timestamptz default now())');
    const pool = new FailoverPool({ connectionString: proxiedUrl, failoverWaitMs: 10_000 });
    pool.on('error', () => undefined);
    try {
      await pool.query('select 1');
      // Commits on the server about 0.8 s in; the cut comes first, so its answer is lost.
      const insert = pool.query('insert into probe (at) select now() from pg_sleep(0.8)');
      insert.catch(() => undefined);
      await delay(300);
      await proxy.cut();
      await expect(insert).rejects.toThrow();
      await proxy.open();
      await delay(1_000);
      const rows = await direct<{ count: string }>('select count(*) as count from probe');
      // Once (the server finished it), never twice.
      expect(Number(rows[0]?.count)).toBe(1);
      // And the pool serves again.
      expect((await pool.query('select 3 as three')).rows[0]).toEqual({ three: 3 });
    } finally {
      await pool.end();
    }
  });

  it('brings the portal handle back by itself: pools and change feed', async () => {
    const handle: DatabaseHandle = await openDatabase({
      databaseUrl: proxiedUrl,
      dataDir: IN_MEMORY,
      failoverWaitMs: 10_000,
    });
    try {
      await handle.ping();
      while (!handle.use().changeFeed.live) await delay(50);
      await proxy.cut();
      // The feed notices the cut connection and stops trusting caches.
      while (handle.use().changeFeed.live) await delay(50);
      await delay(200);
      const answer = handle.db.execute<{ four: number }>(sql`select 4 as four`);
      answer.catch(() => undefined);
      await delay(1_000);
      await proxy.open();
      expect((await answer).rows[0]).toEqual({ four: 4 });
      const deadline = Date.now() + 10_000;
      while (!handle.use().changeFeed.live && Date.now() < deadline) await delay(50);
      expect(handle.use().changeFeed.live).toBe(true);
      expect(handle.use().changeFeed.reconnects).toBeGreaterThanOrEqual(1);
    } finally {
      await handle.close();
    }
  });
});
