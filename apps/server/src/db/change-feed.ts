import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0006's triggers announce on: `table:key` per changed row. */
export const CHANGES_CHANNEL = 'portal_changes';

/** A committed write to one row of a watched table, named by the trigger's key column. */
export interface Change {
  table: string;
  key: string;
}

/**
 * What a listener hears: a change, or `reset` when announcements may have been missed (the
 * feed connected, lost its connection or closed), after which nothing cached is trusted.
 */
export type ChangeEvent = Change | 'reset';

/**
 * Commits announced by the database to this process. Caches keep a value only while the
 * feed is `live`: with the connection down they would not hear of changes, so they read
 * through until it is back.
 */
export interface ChangeFeed {
  readonly live: boolean;
  /** Notifications heard since the feed was made (for metrics). */
  readonly notifications: number;
  /** Times the feed was live again after losing its connection (for metrics). */
  readonly reconnects: number;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

export function parseChange(payload: string): Change | undefined {
  const colon = payload.indexOf(':');
  if (colon <= 0) return undefined;
  return { table: payload.slice(0, colon), key: payload.slice(colon + 1) };
}

/** The listener bookkeeping both drivers share. */
function feedState() {
  const listeners = new Set<(event: ChangeEvent) => void>();
  let live = false;
  let notifications = 0;
  let connects = 0;
  const emit = (event: ChangeEvent) => {
    for (const listener of listeners) listener(event);
  };
  return {
    isLive: () => live,
    hear: (payload: string) => {
      notifications += 1;
      const change = parseChange(payload);
      if (change !== undefined) emit(change);
    },
    setLive: (next: boolean) => {
      live = next;
      if (next) connects += 1;
      emit('reset');
    },
    /** The feed as its users see it, closed by `close`. */
    feed: (close: () => Promise<void>): ChangeFeed => ({
      get live() {
        return live;
      },
      get notifications() {
        return notifications;
      },
      get reconnects() {
        return Math.max(0, connects - 1);
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close,
    }),
  };
}

/** PGlite delivers its own notifications in-process, after the statement that commits. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const state = feedState();
  const unlisten = await client.listen(CHANGES_CHANNEL, state.hear);
  state.setLive(true);
  return state.feed(async () => {
    state.setLive(false);
    if (!client.closed) await unlisten();
  });
}

/** How the feed's connection shows in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'portal-change-feed';

/** Waits before listening again after the connection is lost; PostgreSQL may be restarting. */
export const RECONNECT_DELAY_MS = 500;

export interface PostgresChangeFeed extends ChangeFeed {
  /**
   * Makes a pool's new connection listen too, for the pool's `onConnect`, which waits for it
   * before handing the connection out: the LISTEN never runs beside the first query (pg@9
   * refuses a query while one runs). PostgreSQL sends a session its own transaction's
   * notifications at commit, before the commit's answer, so a write made by this process
   * has emptied this process's caches by the time the write returns: its next read sees it.
   * Other processes hear through the feed's own connection, a moment after the commit.
   */
  listenOn(connection: pg.ClientBase): Promise<void>;
}

/**
 * One connection of its own that LISTENs. It is live only between a LISTEN that succeeded
 * and the connection's end; each of those moments is a reset. While PostgreSQL is away it
 * tries again every RECONNECT_DELAY_MS, so a restarted database is heard from by itself.
 */
export function postgresChangeFeed(databaseUrl: string): PostgresChangeFeed {
  const state = feedState();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hearNotificationsOn = (connection: pg.ClientBase) => {
    connection.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload !== undefined)
        state.hear(message.payload);
    });
  };

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    if (state.isLive()) state.setLive(false);
    failed.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  function connect() {
    retry = undefined;
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: FEED_APPLICATION_NAME,
    });
    client = next;
    next.on('error', () => {
      lost(next);
    });
    next.on('end', () => {
      lost(next);
    });
    hearNotificationsOn(next);
    next
      .connect()
      .then(() => next.query(`LISTEN ${CHANGES_CHANNEL}`))
      .then(() => {
        if (client === next && !closed) state.setLive(true);
      })
      .catch(() => {
        lost(next);
      });
  }

  connect();
  const feed = state.feed(async () => {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    if (state.isLive()) state.setLive(false);
    await last?.end().catch(() => undefined);
  });
  // Assigned onto the feed, whose getters a spread would read once and freeze.
  return Object.assign(feed, {
    async listenOn(connection: pg.ClientBase) {
      hearNotificationsOn(connection);
      await connection.query(`LISTEN ${CHANGES_CHANNEL}`);
    },
  });
}
