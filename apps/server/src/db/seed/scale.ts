import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPassword } from '../passwords';
import { rebuildUsageRollups } from '../usage-rollups';
import { nzDateOf } from './dates';
import { DEMO_PASSWORD } from './people';

export interface ScaleOptions {
  accounts: number;
  months: number;
  today: Date;
  /** Accounts generated per transaction; each chunk is complete on its own. */
  chunkSize?: number;
  /** Chunks written at once, on separate connections (PostgreSQL). */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface ScaleResult {
  firstAccountCode: string;
  lastAccountCode: string;
  busiestLine: string | null;
  events: number;
}

/** Scale accounts are 6xxxxxxx; their lines are 029xxxxxxx (three numbers per account). */
const CODE_BASE = 60_000_000;

/**
 * Adds generated accounts for load tests, set-based in SQL (generate_series), so 100k
 * accounts take minutes on PostgreSQL. Each account has an owner log-in
 * (loadtest+<code>@example.nz, the demo password), 0–3 postpay lines (about 0.9 on
 * average), a data session a day and about one call or text a day, with rollups, and monthly
 * invoices, payments and ledger. The first line of a run is the "busiest line", with
 * over 300,000 events a year. Runs again add further accounts after the last ones.
 */
export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleResult> {
  const chunkSize = options.chunkSize ?? 2000;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const last = await db.execute<{ k: number }>(sql`
    select coalesce(max(account_code::bigint) - ${CODE_BASE}, 0)::int as k
    from accounts where account_code ~ '^6[0-9]{7}$'`);
  const first = (last.rows[0]?.k ?? 0) + 1;
  const end = first + options.accounts - 1;
  const today = nzDateOf(options.today);
  const from = sql`(${today}::date - make_interval(months => ${options.months}))::date`;
  let busiestLine: string | null = null;
  const chunks: [number, number][] = [];
  for (let lo = first; lo <= end; lo += chunkSize)
    chunks.push([lo, Math.min(end, lo + chunkSize - 1)]);
  let done = 0;
  // Inserts do not run in parallel inside PostgreSQL, so chunks go through a few
  // connections at once; on PGlite (one connection) they simply queue.
  const worker = async (): Promise<void> => {
    for (let chunk = chunks.shift(); chunk !== undefined; chunk = chunks.shift()) {
      const [lo, hi] = chunk;
      await db.transaction(async (tx) => {
        // Rollups aggregate a whole chunk's events; give the hash aggregate room.
        await tx.execute(sql`set local work_mem = '256MB'`);
        await insertAccounts(tx, lo, hi, today, passwordHash);
        await insertLines(tx, lo, hi, today);
        const lines = sql`service_entity between ${lineNumber(lo, 0)} and ${lineNumber(hi, 2)}`;
        await insertUsage(tx, lines, from, today);
        if (lo === first) busiestLine = await addBusiestLine(tx, lo, hi, from, today);
        await rebuildUsageRollups(tx, lines);
        await insertBilling(tx, lo, hi, options.months, today);
      });
      done += hi - lo + 1;
      options.onProgress?.(done, options.accounts);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
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

function lineNumber(k: number, j: number): string {
  return `029${String(k * 3 + j).padStart(7, '0')}`;
}

/** The same numbering in SQL, for account index k and line j. */
const lineSql = (k: SQL, j: SQL) => sql`'029' || lpad((${k} * 3 + ${j})::text, 7, '0')`;

async function insertAccounts(
  db: Db,
  lo: number,
  hi: number,
  today: string,
  hash: string,
): Promise<void> {
  await db.execute(sql`
    insert into accounts (account_code, account_name, owner_name, billing_email, billing_mobile_number,
      billing_address1, billing_location_name, billing_post_code, business_group, bill_frequency,
      billing_period, bill_cycle_display_name, display_gst_inclusive_values, created_at)
    select (${CODE_BASE} + k)::text, 'Load Test ' || k, 'Load Tester ' || k,
      'loadtest+' || (${CODE_BASE} + k) || '@example.nz', ${lineSql(sql`k`, sql`0`)},
      (k % 300 + 1) || ' Test Street', 'Auckland', '1010',
      case when k % 7 = 0 then 'Business' else 'Residential' end, 'Monthly', 'Monthly',
      'Monthly on the ' || (k % 28 + 1), k % 7 <> 0, ${today}::date - 400
    from generate_series(${lo}::int, ${hi}::int) k`);
  await db.execute(sql`
    insert into identities (user_guid, pool_key, email, password_hash, first_name, last_name, created_at)
    select gen_random_uuid(), 'customer', 'loadtest+' || (${CODE_BASE} + k) || '@example.nz', ${hash},
      'Load', 'Tester ' || k, ${today}::date - 400
    from generate_series(${lo}::int, ${hi}::int) k`);
  await db.execute(sql`
    insert into claims (user_guid, claim_type, claim_value, roles, created_at)
    select user_guid, 'Account', substring(email from 10 for 8), '{AccountOwner}', created_at
    from identities
    where pool_key = 'customer' and email between ${`loadtest+${CODE_BASE + lo}`} and ${`loadtest+${CODE_BASE + hi}@~`}`);
}

/** 40% of accounts have no mobile, 40% one line, 10% two, 10% three. */
async function insertLines(db: Db, lo: number, hi: number, today: string): Promise<void> {
  await db.execute(sql`
    insert into mobile_services (service_entity, account_code, payment_type, plan_key, status,
      activated_at, created_at)
    select ${lineSql(sql`k`, sql`j`)}, (${CODE_BASE} + k)::text, 'Postpay',
      (array['CAPPED_5GB', 'CARRYOVER_15GB', 'ENDLESS_40', 'UNLIMITED_MAX'])[(k + j) % 4 + 1],
      'Active', ${today}::date - 400, ${today}::date - 400
    from generate_series(${lo}::int, ${hi}::int) k
    cross join generate_series(0, 2) j
    where j < case when k % 10 < 4 then 0 when k % 10 < 8 then 1 when k % 10 = 8 then 2 else 3 end`);
}

/** A day's instant between 07:00 and 22:00 New Zealand time. */
const dayTime = sql`((d + time '07:00') at time zone 'Pacific/Auckland') + random() * interval '15 hours'`;

async function insertUsage(db: Db, lines: SQL, from: SQL, today: string): Promise<void> {
  const days = sql`generate_series(${from}, ${today}::date - 1, interval '1 day') as g(day), lateral (select g.day::date as d) dd`;
  const columns = sql`(service_entity, kind, event_date, start_date, end_date, data_volume_bytes,
    duration_seconds, destination_number, is_premium, charge_including_gst_cents, charge_excluding_gst_cents)`;
  // One data session a day (about 300 MB on average).
  await db.execute(sql`
    insert into usage_events ${columns}
    select service_entity, 'data', t, t, t + interval '45 minutes', (random() * 629145600)::bigint,
      null, null, false, 0, 0
    from mobile_services, ${days}, lateral (select ${dayTime} as t) x
    where ${lines}
    order by service_entity, t`);
  // About 0.4 calls and 0.6 texts a day; one in a hundred is premium.
  await db.execute(sql`
    insert into usage_events ${columns}
    select service_entity, kind, t, null, null, null,
      case when kind = 'voice' then 10 + (random() * 600)::int end,
      case when premium then '0900' || lpad((random() * 99999)::int::text, 5, '0')
        else '02' || lpad((random() * 99999999)::int::text, 8, '0') end,
      premium, case when premium then 299 else 0 end, case when premium then 260 else 0 end
    from mobile_services, ${days},
      lateral (values ('voice', 2, 0.2), ('text', 3, 0.2)) as k(kind, slots, p),
      lateral generate_series(1, k.slots) s,
      lateral (select ${dayTime} as t, random() < 0.01 as premium) x
    where ${lines} and random() < k.p
    order by service_entity, t`);
}

/** At least 300,000 events a year: data every 5 minutes, a call every 345 s, a text every 280 s. */
async function addBusiestLine(
  db: Db,
  lo: number,
  hi: number,
  from: SQL,
  today: string,
): Promise<string | null> {
  const found = await db.execute<{ line: string }>(sql`
    select service_entity as line from mobile_services
    where service_entity between ${lineNumber(lo, 0)} and ${lineNumber(hi, 2)}
    order by service_entity limit 1`);
  const line = found.rows[0]?.line;
  if (line === undefined) return null;
  await db.execute(
    sql`update mobile_services set service_entity_description = 'Busiest line' where service_entity = ${line}`,
  );
  const start = sql`(${from}::timestamp at time zone 'Pacific/Auckland')`;
  const stop = sql`(${today}::timestamp at time zone 'Pacific/Auckland')`;
  await db.execute(sql`
    insert into usage_events (service_entity, kind, event_date, start_date, end_date, data_volume_bytes,
      duration_seconds, destination_number, is_premium)
    select ${line}, kind, t, case when kind = 'data' then t end,
      case when kind = 'data' then t + interval '5 minutes' end,
      case when kind = 'data' then (random() * 20971520)::bigint end,
      case when kind = 'voice' then 10 + (random() * 300)::int end,
      case when kind <> 'data' then '02' || lpad((random() * 99999999)::int::text, 8, '0') end, false
    from (values ('data', interval '300 seconds'), ('voice', interval '345 seconds'),
      ('text', interval '280 seconds')) as k(kind, step),
      lateral generate_series(${start}, ${stop}, k.step) as t`);
  return line;
}

async function insertBilling(
  db: Db,
  lo: number,
  hi: number,
  months: number,
  today: string,
): Promise<void> {
  await db.execute(sql`
    create temporary table scale_bills on commit drop as
    select (${CODE_BASE} + k)::text as code, bd::date as bill_date,
      (4000 + random() * 16000)::int as total, bd::date + 14 as paid_on
    from generate_series(${lo}::int, ${hi}::int) k,
      generate_series(1, ${months}) m,
      lateral (select date_trunc('month', ${today}::date) - (m - 1) * interval '1 month'
        + (k % 28) * interval '1 day' as bd) b
    where bd::date <= ${today}::date`);
  await db.execute(sql`
    insert into invoices (invoice_id, account_code, bill_date, period_start, period_end, due_date,
      opening_balance_cents, total_including_gst_cents, total_excluding_gst_cents, gst_cents, status, created_at)
    select code || '-' || to_char(bill_date, 'YYYYMMDD'), code, bill_date,
      (bill_date - interval '1 month')::date, bill_date - 1, bill_date + 14, 0, total,
      total - round(total * 15 / 115.0)::int, round(total * 15 / 115.0)::int,
      case when paid_on <= ${today}::date then 'Paid' else 'Issued' end, bill_date
    from scale_bills`);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, service_group, description, amount_including_gst_cents,
      amount_excluding_gst_cents, sort_order)
    select code || '-' || to_char(bill_date, 'YYYYMMDD'), 'Mobile', 'Plans and usage', total,
      total - round(total * 15 / 115.0)::int, 0
    from scale_bills`);
  await db.execute(
    sql`insert into bill_dates (account_code, bill_date) select code, bill_date from scale_bills`,
  );
  await db.execute(sql`
    insert into account_transactions (account_code, transaction_type, occurred_at, description,
      amount_cents, balance_after_cents, invoice_id)
    select code, type, at, description, amount,
      sum(amount) over (partition by code order by at rows unbounded preceding), invoice_id
    from (
      select code, 'Invoice' as type, bill_date::timestamp at time zone 'Pacific/Auckland' as at,
        'Invoice' as description, total as amount, code || '-' || to_char(bill_date, 'YYYYMMDD') as invoice_id
      from scale_bills
      union all
      select code, 'Payment', paid_on + time '10:00' at time zone 'Pacific/Auckland',
        'Payment - thank you', -total, null
      from scale_bills where paid_on <= ${today}::date
    ) entries`);
}
