import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeCache, EVERY_KEY, readThroughPerDatabase, registerChangeFeed } from './change-cache';
import type { Db } from './client';
import type { ChangeEvent, ChangeFeed } from './change-feed';

/** A feed the test drives: it announces changes and goes down when told. */
function testFeed() {
  const listeners = new Set<(event: ChangeEvent) => void>();
  const feed = {
    live: true,
    notifications: 0,
    reconnects: 0,
    subscribe(listener: (event: ChangeEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => Promise.resolve(),
    announce(event: ChangeEvent) {
      for (const listener of listeners) listener(event);
    },
  };
  return feed satisfies ChangeFeed;
}

/** A stand-in table: values by key, and how many reads reached it. */
function testTable(initial: Record<string, number>) {
  const rows = new Map(Object.entries(initial));
  const table = {
    reads: 0,
    read: (key: string) => () => {
      table.reads += 1;
      return Promise.resolve(rows.get(key));
    },
    write(key: string, value: number) {
      rows.set(key, value);
    },
  };
  return table;
}

function setUp(options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const feed = testFeed();
  const cache = changeCache<number>({
    feed,
    tables: ['accounts'],
    maxEntries: options.maxEntries ?? 100,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  return { feed, cache };
}

describe('changeCache', () => {
  it('reads a key once, then answers from memory until its change is announced', async () => {
    const { feed, cache } = setUp();
    const table = testTable({ a: 1 });
    expect(await cache.get('a', table.read('a'))).toBe(1);
    expect(await cache.get('a', table.read('a'))).toBe(1);
    expect(table.reads).toBe(1);

    table.write('a', 2);
    feed.announce({ table: 'accounts', key: 'a' });
    expect(await cache.get('a', table.read('a'))).toBe(2);
    expect(table.reads).toBe(2);
  });

  it('ignores changes to other tables and other keys', async () => {
    const { feed, cache } = setUp();
    const table = testTable({ a: 1 });
    await cache.get('a', table.read('a'));
    feed.announce({ table: 'claims', key: 'a' });
    feed.announce({ table: 'accounts', key: 'b' });
    await cache.get('a', table.read('a'));
    expect(table.reads).toBe(1);
  });

  it('forgets every key of a table when a whole-table change is announced', async () => {
    const { feed, cache } = setUp();
    const table = testTable({ a: 1, b: 2 });
    await cache.get('a', table.read('a'));
    await cache.get('b', table.read('b'));
    table.write('a', 10);
    table.write('b', 20);
    feed.announce({ table: 'claims', key: EVERY_KEY });
    expect(await cache.get('a', table.read('a'))).toBe(1);
    feed.announce({ table: 'accounts', key: EVERY_KEY });
    expect(await cache.get('a', table.read('a'))).toBe(10);
    expect(await cache.get('b', table.read('b'))).toBe(20);
    expect(table.reads).toBe(4);
  });

  it('hands out but does not keep a read that a change overtook', async () => {
    const { feed, cache } = setUp();
    const table = testTable({ a: 1 });
    let finish: () => void = () => undefined;
    const slowRead = () =>
      new Promise<number>((resolve) => {
        finish = () => {
          resolve(1);
        };
      });
    const first = cache.get('a', slowRead);
    table.write('a', 2);
    feed.announce({ table: 'accounts', key: 'a' });
    finish();
    expect(await first).toBe(1);
    expect(await cache.get('a', table.read('a'))).toBe(2);
  });

  it('shares one read among callers who ask at the same time', async () => {
    const { cache } = setUp();
    const table = testTable({ a: 1 });
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('a', table.read('a'))));
    expect(answers).toEqual([1, 1, 1]);
    expect(table.reads).toBe(1);
  });

  it('reads through while the feed is down, and forgets everything on a reset', async () => {
    const { feed, cache } = setUp();
    const table = testTable({ a: 1 });
    await cache.get('a', table.read('a'));
    feed.live = false;
    feed.announce('reset');
    table.write('a', 2);
    expect(await cache.get('a', table.read('a'))).toBe(2);
    expect(await cache.get('a', table.read('a'))).toBe(2);
    expect(table.reads).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('does not keep an absent row, nor a failed read', async () => {
    const { cache } = setUp();
    const table = testTable({});
    expect(await cache.get('a', table.read('a'))).toBeUndefined();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    table.write('a', 3);
    expect(await cache.get('a', table.read('a'))).toBe(3);
  });

  it('drops the oldest value past maxEntries, and any value past maxAgeMs', async () => {
    let now = 0;
    const { cache } = setUp({ maxEntries: 2, maxAgeMs: 1_000, now: () => now });
    const table = testTable({ a: 1, b: 2, c: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, table.read(key));
    expect(cache.size).toBe(2);
    await cache.get('a', table.read('a'));
    expect(table.reads).toBe(4);

    now = 1_000;
    await cache.get('c', table.read('c'));
    expect(table.reads).toBe(5);
  });

  it('never answers with a value older than the last announced change (any interleaving)', async () => {
    type Step = { kind: 'write'; value: number } | { kind: 'read' } | { kind: 'outage' };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('write' as const), value: fc.integer() }),
      fc.record({ kind: fc.constant('read' as const) }),
      fc.record({ kind: fc.constant('outage' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps: Step[]) => {
        const { feed, cache } = setUp();
        const table = testTable({ a: 0 });
        let current = 0;
        for (const each of steps) {
          if (each.kind === 'write') {
            table.write('a', each.value);
            current = each.value;
            feed.announce({ table: 'accounts', key: 'a' });
          } else if (each.kind === 'outage') {
            feed.live = !feed.live;
            feed.announce('reset');
          } else {
            expect(await cache.get('a', table.read('a'))).toBe(current);
          }
        }
      }),
    );
  });
});

describe('a loader read through a cache per database', () => {
  function setUpReader() {
    const table = testTable({ a: 1, b: 2 });
    const loads: string[] = [];
    const read = readThroughPerDatabase(
      { tables: ['accounts'], maxEntries: 100, maxAgeMs: 60_000 },
      (_db: Db, key: string, label: string) => {
        loads.push(label);
        return table.read(key)();
      },
    );
    return { table, loads, read };
  }

  it('loads once per key while the database announces no change, then again', async () => {
    const { table, loads, read } = setUpReader();
    const feed = testFeed();
    const db = Object.create(null) as Db;
    registerChangeFeed(db, feed);
    expect(await read(db, 'a', 'first')).toBe(1);
    expect(await read(db, 'a', 'second')).toBe(1);
    expect(loads).toEqual(['first']);
    table.write('a', 10);
    feed.announce({ table: 'accounts', key: 'a' });
    expect(await read(db, 'a', 'third')).toBe(10);
    expect(loads).toEqual(['first', 'third']);
  });

  it('keys by what keyOf makes of all the arguments', async () => {
    const loads: string[] = [];
    const read = readThroughPerDatabase(
      { tables: ['accounts'], maxEntries: 100, maxAgeMs: 60_000 },
      (_db: Db, account: string, line: string) => {
        loads.push(`${account}/${line}`);
        return Promise.resolve(loads.length);
      },
      (account, line) => `${account}|${line}`,
    );
    const feed = testFeed();
    const db = Object.create(null) as Db;
    registerChangeFeed(db, feed);
    expect(await read(db, 'a', 'x')).toBe(1);
    expect(await read(db, 'a', 'y')).toBe(2);
    expect(await read(db, 'a', 'x')).toBe(1);
    feed.announce({ table: 'accounts', key: 'a|y' });
    expect(await read(db, 'a', 'x')).toBe(1);
    expect(await read(db, 'a', 'y')).toBe(3);
    expect(loads).toEqual(['a/x', 'a/y', 'a/y']);
  });

  it('always loads through a handle with no change feed, a transaction say', async () => {
    const { loads, read } = setUpReader();
    const transaction = Object.create(null) as Db;
    expect(await read(transaction, 'b', 'first')).toBe(2);
    expect(await read(transaction, 'b', 'second')).toBe(2);
    expect(loads).toEqual(['first', 'second']);
  });
});
