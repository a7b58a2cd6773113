import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { FEED_APPLICATION_NAME, postgresChangeFeed, type ChangeEvent } from './change-feed';
import { accounts } from './schema';
import { perDatabaseCache } from './change-cache';
import { openTestDatabase } from './testing';

const ACCOUNT = '30000001';
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl !== undefined && serverUrl !== '';

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
});

const rename = (name: string) =>
  database.db.update(accounts).set({ accountName: name }).where(eq(accounts.accountCode, ACCOUNT));

/** An account's name, cached the way the portal caches rows (db/change-cache.ts). */
const namesCache = perDatabaseCache<string>({
  tables: ['accounts'],
  maxEntries: 10,
  maxAgeMs: 60_000,
});

async function accountName(): Promise<string | undefined> {
  const read = async () => {
    const rows = await database.db
      .select({ name: accounts.accountName })
      .from(accounts)
      .where(eq(accounts.accountCode, ACCOUNT));
    return rows[0]?.name;
  };
  return namesCache(database.db)?.get(ACCOUNT, read);
}

describe('the change feed (migration 0006 triggers)', () => {
  it("has emptied this process's caches by the time its own write returns", async () => {
    expect(await accountName()).toBe('Ngata Household');
    await rename('Renamed Household');
    expect(await accountName()).toBe('Renamed Household');
    await rename('Ngata Household');
    expect(await accountName()).toBe('Ngata Household');
  });

  it('keeps the committed value through a transaction that is rolled back', async () => {
    expect(await accountName()).toBe('Ngata Household');
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(accounts)
          .set({ accountName: 'Never' })
          .where(eq(accounts.accountCode, ACCOUNT));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await accountName()).toBe('Ngata Household');
  });
});

describe.runIf(onPostgres)('the change feed across processes (PostgreSQL)', () => {
  let url: string;
  beforeAll(async () => {
    const result = await database.executeSql('select current_database() as name');
    const { name } = result.rows[0] as { name: string };
    const parsed = new URL(serverUrl ?? '');
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });

  it("hears another process's commit, with the key its trigger names", async () => {
    const feed = postgresChangeFeed(url);
    const heard: ChangeEvent[] = [];
    feed.subscribe((event) => heard.push(event));
    try {
      await until(() => feed.live, 'the feed to listen');
      await rename('Elsewhere');
      await until(
        () => heard.some((e) => e !== 'reset' && e.table === 'accounts' && e.key === ACCOUNT),
        'the change to be heard',
      );
    } finally {
      await feed.close();
      await rename('Ngata Household');
    }
  });

  it('resets when its connection is cut, and listens again by itself', async () => {
    const feed = postgresChangeFeed(url);
    const heard: ChangeEvent[] = [];
    feed.subscribe((event) => heard.push(event));
    try {
      await until(() => feed.live, 'the feed to listen');
      expect(feed.reconnects).toBe(0);
      heard.length = 0;
      await database.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and datname = current_database()`,
        [FEED_APPLICATION_NAME],
      );
      await until(() => !feed.live, 'the feed to notice');
      expect(heard).toContain('reset');
      await until(() => feed.live, 'the feed to listen again');
      // What the metrics show (portal_change_feed_reconnects_total, …_notifications_total).
      expect(feed.reconnects).toBe(1);
      const notifications = feed.notifications;
      await rename('After the cut');
      await until(
        () => heard.some((e) => e !== 'reset' && e.key === ACCOUNT),
        'a change after the cut to be heard',
      );
      expect(feed.notifications).toBeGreaterThan(notifications);
    } finally {
      await feed.close();
      await rename('Ngata Household');
    }
  });
});
