import type { Db } from './client';
import type { ChangeFeed } from './change-feed';
import { perDatabase } from './per-database';

/** The key a statement-level trigger announces: every entry of the table's caches is stale. */
export const EVERY_KEY = '*';

export interface ChangeCacheOptions {
  feed: ChangeFeed;
  /** Tables whose announced keys are this cache's keys (see migration 0006's triggers). */
  tables: readonly string[];
  /** Most values kept; the oldest stored goes first. */
  maxEntries: number;
  /**
   * A backstop only: a value is dropped when its key's change is announced, and this bounds
   * how long one could outlive a change made without the triggers (by hand, say).
   */
  maxAgeMs: number;
  now?: () => number;
}

export interface ChangeCache<V> {
  /**
   * The value for `key`: kept from an earlier read while no change to it was announced, or
   * read now with `load`. `undefined` is never kept, so an absent row is looked for again.
   * Callers share the value and must not change it.
   */
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  readonly size: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * A read-through cache of rows that the database says when to forget. A value is kept only
 * while the change feed is live, and a read that a change overtook is handed to its caller
 * but not kept: its key was announced while it was on its way, so it may predate the change.
 * Concurrent reads of one key share one query.
 */
export function changeCache<V>(options: ChangeCacheOptions): ChangeCache<V> {
  const now = options.now ?? Date.now;
  const tables = new Set(options.tables);
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, Promise<V | undefined>>();

  options.feed.subscribe((event) => {
    if (event === 'reset') {
      entries.clear();
      loading.clear();
    } else if (tables.has(event.table)) {
      if (event.key === EVERY_KEY) {
        entries.clear();
        loading.clear();
      } else {
        entries.delete(event.key);
        loading.delete(event.key);
      }
    }
  });

  function keep(key: string, value: V) {
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done !== true) entries.delete(oldest.value);
    }
  }

  return {
    get(key, load) {
      if (!options.feed.live) return load();
      const entry = entries.get(key);
      if (entry !== undefined) {
        if (now() - entry.storedAt < options.maxAgeMs) return Promise.resolve(entry.value);
        entries.delete(key);
      }
      const pending = loading.get(key);
      if (pending !== undefined) return pending;
      const read: Promise<V | undefined> = load().then(
        (value) => {
          if (loading.get(key) === read) {
            loading.delete(key);
            if (value !== undefined && options.feed.live) keep(key, value);
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === read) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, read);
      return read;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The change feed of each database a process opened (db/client.ts registers them). */
const feeds = new WeakMap<object, ChangeFeed>();

export function registerChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/**
 * One cache per database, made when first asked for. A query handle without a feed (a
 * transaction, say) gets none, and its reads go to the database.
 */
export function perDatabaseCache<V>(
  options: Omit<ChangeCacheOptions, 'feed'>,
): (db: Db) => ChangeCache<V> | undefined {
  const cacheOf = perDatabase((db): ChangeCache<V> | null => {
    const feed = feeds.get(db);
    return feed === undefined ? null : changeCache<V>({ ...options, feed });
  });
  return (db) => cacheOf(db) ?? undefined;
}

/**
 * `load` read through a change cache per database, the one way the portal caches rows:
 * `read(db, ...args)` gives the value kept for the arguments' key, or loads it with
 * `load(db, ...args)` and keeps it while no change to it is announced. The key is the first
 * argument unless `keyOf` makes one from them all. A handle without a feed (a transaction,
 * say) always loads.
 *
 * The loader reaches the cache as an inline arrow, never as a named local: tsx compiles with
 * esbuild's keepNames, which defines `name` on every named closure when it is made, and
 * those definitions were 3% of a signed-in account read (issue 8, P2).
 */
export function readThroughPerDatabase<R, A extends [string, ...unknown[]]>(
  options: Omit<ChangeCacheOptions, 'feed'>,
  load: (db: Db, ...args: A) => Promise<R>,
): (db: Db, ...args: A) => Promise<R>;
export function readThroughPerDatabase<R, A extends unknown[]>(
  options: Omit<ChangeCacheOptions, 'feed'>,
  load: (db: Db, ...args: A) => Promise<R>,
  keyOf: (...args: A) => string,
): (db: Db, ...args: A) => Promise<R>;
export function readThroughPerDatabase<R, A extends unknown[]>(
  options: Omit<ChangeCacheOptions, 'feed'>,
  load: (db: Db, ...args: A) => Promise<R>,
  keyOf?: (...args: A) => string,
): (db: Db, ...args: A) => Promise<R> {
  const cacheOf = perDatabaseCache<Exclude<R, undefined>>(options);
  return (db, ...args) => {
    const cache = cacheOf(db);
    if (cache === undefined) return load(db, ...args);
    const key = keyOf === undefined ? String(args[0]) : keyOf(...args);
    // The cache answers with what `load` gave, now or earlier, so its answer is an R.
    return cache.get(key, () => load(db, ...args) as Promise<Exclude<R, undefined>>) as Promise<R>;
  };
}

/** The change feed of a database a process opened; undefined for a handle without one. */
export function changeFeedOf(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}
