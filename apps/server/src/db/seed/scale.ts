import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPasswordWithSalt } from '../passwords';
import { rebuildUsageRollups, servicesIn } from '../usage-rollups';
import { ensureUsageMonths } from '../usage-months';
import { addMonths, nzDateOf } from './dates';
import { BULK_TABLES, dropDeferred, readDeferred, restoreDeferred } from './scale-bulk';
import { DEMO_PASSWORD } from './demo-people';
import { insertAccounts, insertLines } from './scale-accounts';
import { insertBilling } from './scale-billing';
import { CODE_BASE, lineNumber } from './scale-sql';
import { addBusiestLine, insertUsage } from './scale-usage';

export interface ScaleOptions {
  accounts: number;
  months: number;
  today: Date;
  /** Accounts generated per transaction; each chunk is complete on its own. */
  chunkSize?: number;
  /** Chunks written at once, on separate connections (PostgreSQL). */
  concurrency?: number;
  /**
   * Drop the usage tables' keys, indexes and foreign keys before loading and make them
   * again after (scale-bulk.ts): for a large first load into a database nothing else uses.
   */
  deferIndexes?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface ScaleResult {
  firstAccountCode: string;
  lastAccountCode: string;
  busiestLine: string | null;
  events: number;
}

/**
 * Load-test accounts share the demo's public password; a fixed salt keeps two runs with the
 * same options identical (and scrypt runs once per run, not per account).
 */
const SCALE_SALT = Buffer.from('portal-scale-seed');

/**
 * Adds generated accounts for load tests, set-based in SQL (generate_series), so 100k
 * accounts take a few minutes on PostgreSQL. Each account has an owner log-in
 * (loadtest+<code>@example.nz, the demo password), 0–3 postpay lines (0.9 on average)
 * with about 108 calls, texts and data sessions a year each and their daily rollups, and
 * monthly invoices, payments and ledger. The first line of a run is the "busiest line",
 * with over 300,000 events a year. Values come from hashes of the account, line and day,
 * so the same options write the same rows. Runs again add further accounts after the last.
 */
export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleResult> {
  const chunkSize = options.chunkSize ?? 5000;
  const passwordHash = await hashPasswordWithSalt(DEMO_PASSWORD, SCALE_SALT);
  const last = await db.execute<{ k: number }>(sql`
    select coalesce(max(account_code::bigint) - ${CODE_BASE}, 0)::int as k
    from accounts where account_code ~ '^6[0-9]{7}$'`);
  const first = (last.rows[0]?.k ?? 0) + 1;
  const end = first + options.accounts - 1;
  const today = nzDateOf(options.today);
  const from = sql`(${today}::date - make_interval(months => ${options.months}))::date`;
  // Every month written has its partition before the first event goes in.
  await ensureUsageMonths(db, addMonths(today, -options.months), today);
  const deferred = options.deferIndexes === true ? await readDeferred(db, BULK_TABLES) : [];
  await dropDeferred(db, deferred);
  let busiestLine: string | null = null;
  const chunks: [number, number][] = [];
  for (let lo = first; lo <= end; lo += chunkSize)
    chunks.push([lo, Math.min(end, lo + chunkSize - 1)]);
  let done = 0;
  // One INSERT runs on one core, so chunks go through a few connections at once; on PGlite
  // (one connection) they simply queue.
  const worker = async (): Promise<void> => {
    for (let chunk = chunks.shift(); chunk !== undefined; chunk = chunks.shift()) {
      const [lo, hi] = chunk;
      await db.transaction(async (tx) => {
        // A lost seed transaction is simply run again, so its commit need not wait for disk.
        await tx.execute(sql`set local synchronous_commit = off`);
        // A chunk's events are sorted (and the busiest line's rollups grouped) in memory.
        await tx.execute(sql`set local work_mem = '256MB'`);
        // JIT would compile each big statement afresh (measured 0.7 s each) and win little back.
        await tx.execute(sql`set local jit = off`);
        await insertAccounts(tx, lo, hi, today, passwordHash);
        await insertLines(tx, lo, hi, today);
        await insertUsage(tx, lo, hi, from, today);
        if (lo === first) {
          busiestLine = await addBusiestLine(tx, lo, hi, from, today);
          // Only the busiest line has several events a day; its rollups are grouped afresh.
          if (busiestLine !== null) await rebuildUsageRollups(tx, servicesIn([busiestLine]));
        }
        await insertBilling(tx, lo, hi, options.months, today);
      });
      done += hi - lo + 1;
      options.onProgress?.(done, options.accounts);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  await restoreDeferred(db, deferred);
  const events = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from usage_events
    where service_entity between ${lineNumber(first, 0)} and ${lineNumber(end, 2)}`);
  return {
    firstAccountCode: String(CODE_BASE + first),
    lastAccountCode: String(CODE_BASE + end),
    busiestLine,
    events: events.rows[0]?.n ?? 0,
  };
}
