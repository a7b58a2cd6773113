import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from './testing';

/**
 * What a PostgreSQL restart does to the pool, one connection at a time: the server ends a
 * connection (pg_terminate_backend sends the same FATAL a restart does). PostgreSQL only:
 * set TEST_DATABASE_URL (npm run test:api:pg) to run it.
 */
describe.skipIf(process.env.TEST_DATABASE_URL === undefined)(
  'a connection ended by the server',
  () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await openTestDatabase();
    });
    afterAll(async () => {
      await handle.close();
    });

    /** From a connection of its own, so it never ends the very connection it asks with. */
    async function endConnection(pid: number): Promise<void> {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The client hears of it on its socket a moment later; that is when it would crash.
      await delay(300);
    }

    it('fails the transaction holding it, not the process, and the pool carries on', async () => {
      let reportPid: (pid: number) => void = () => undefined;
      const pid = new Promise<number>((resolve) => {
        reportPid = resolve;
      });
      let carryOn: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => {
        carryOn = resolve;
      });
      // Like the session refresh: a transaction that waits on something else between statements.
      const transaction = handle.lockingDb.transaction(async (tx) => {
        const rows = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        reportPid(Number(rows.rows[0]?.pid));
        await ended;
        await tx.execute(sql`select 1`);
      });
      await endConnection(await pid);
      carryOn();

      await expect(transaction).rejects.toThrow();
      await handle.ping();
      const again = await handle.lockingDb.execute<{ one: number }>(sql`select 1 as one`);
      expect(again.rows[0]?.one).toBe(1);
    });

    it('drops an idle connection the server ended and opens a new one', async () => {
      const rows = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      await endConnection(Number(rows.rows[0]?.pid));
      // The ended client is gone from the pool; every query after it succeeds.
      for (let i = 0; i < 12; i += 1) await handle.ping();
    });
  },
);
