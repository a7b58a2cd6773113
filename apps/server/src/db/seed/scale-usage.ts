import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { chunkLines, draw, fraction, lineNumber } from './scale-sql';

/**
 * Chances per line and day, as a fraction of 2^20, for an average line: a data session on
 * 22% of days, a call on 3.5%, a text on 4%, about 108 events a year. Each line gets an
 * activity factor of 0.5–1.5 on top, so light and heavy users sit side by side. Together
 * with the busiest line, 100k accounts (90k lines) make about 10 million events a year.
 */
const KINDS = sql`(values ('data', 0, 230687), ('voice', 20, 36700), ('text', 40, 41943))`;

const columns = sql`(service_entity, kind, event_date, start_date, end_date, data_volume_bytes,
  duration_seconds, destination_number, is_premium, charge_including_gst_cents, charge_excluding_gst_cents)`;

/**
 * Ordinary usage for the lines of accounts lo..hi and its daily rollups, in one statement.
 * One 64-bit hash of line and day decides all three kinds (20 bits each); only events that
 * happen draw a second hash for their time, size, duration and number. No per-row work
 * leaves the database. Each kind happens at most once per line and day,
 * so every event is its own rollup row: the rollups are written from the same rows instead
 * of reading the events back and grouping them (the rollups' primary key would reject a
 * second event on a day). Events go in by line and time, so the index on
 * (service_entity, event_date) fills left to right.
 */
export async function insertUsage(
  db: Db,
  lo: number,
  hi: number,
  from: SQL,
  today: string,
): Promise<void> {
  await db.execute(sql`
    with lines as materialized (
      select service_entity, n, 0.5 + ${fraction(sql`n`, 1)} as activity from ${chunkLines(lo, hi)} l
    ), days as materialized (
      select i, (${from} + i)::date as day from generate_series(0, ${today}::date - 1 - ${from}) i
    ), drawn as (
      select l.service_entity, k.kind, d.day, hashint8extended(l.n::bigint * 2048 + d.i, k.shift + 7) as h
      from lines l
      cross join days d
      cross join lateral (select hashint8extended(l.n::bigint * 2048 + d.i, 2) as h) c
      cross join ${KINDS} as k(kind, shift, chance)
      where ((c.h >> k.shift) & 1048575) < k.chance * l.activity
    ), events as materialized (
      select service_entity, kind, day, t, premium,
        case when kind = 'data' then t + interval '1 minute' * (5 + ((h >> 46) & 127)) end as session_end,
        case when kind = 'data' then (h >> 16) & 1073741823 end as bytes,
        case when kind = 'voice' then 10 + ((h >> 16) & 65535)::int % 600 end as seconds,
        case when kind = 'data' then null
          when premium then '0900' || lpad((((h >> 32) & 2147483647) % 100000)::text, 5, '0')
          else '02' || lpad((((h >> 32) & 2147483647) % 100000000)::text, 8, '0') end as destination,
        case when premium then 299 else 0 end as incl, case when premium then 260 else 0 end as excl
      from drawn, lateral (select (h >> 54) & 1023 < 10 and kind <> 'data' as premium,
        ((day + time '07:00') at time zone 'Pacific/Auckland')
          + interval '1 second' * ((h & 65535) * 54000 / 65536) as t) x
    ), written as (
      -- Nothing reads this CTE; PostgreSQL runs a data-modifying CTE to completion regardless.
      insert into usage_events ${columns}
      select service_entity, kind, t, case when kind = 'data' then t end, session_end, bytes,
        seconds, destination, premium, incl, excl
      from events order by service_entity, t
    )
    insert into usage_daily_rollups (service_entity, kind, day, event_count, total_bytes,
      total_seconds, charge_including_gst_cents, charge_excluding_gst_cents, premium_count,
      premium_seconds, premium_charge_including_gst_cents, premium_charge_excluding_gst_cents)
    select service_entity, kind, day, 1, coalesce(bytes, 0), coalesce(seconds, 0), incl, excl,
      premium::int, case when premium then coalesce(seconds, 0) else 0 end,
      case when premium then incl else 0 end, case when premium then excl else 0 end
    from events order by service_entity, kind, day`);
}

/**
 * Makes the first line of accounts lo..hi the "busiest line": on top of its ordinary usage,
 * data every 5 minutes, a call every 345 s and a text every 280 s, over 300,000 events a
 * year. Draws are keyed on the instant, so the line is the same on every run.
 */
export async function addBusiestLine(
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
  const key = sql`extract(epoch from t)::bigint`;
  await db.execute(sql`
    insert into usage_events (service_entity, kind, event_date, start_date, end_date, data_volume_bytes,
      duration_seconds, destination_number, is_premium)
    select ${line}, kind, t, case when kind = 'data' then t end,
      case when kind = 'data' then t + interval '5 minutes' end,
      case when kind = 'data' then ${draw(key, 3)} % 20971520 end,
      case when kind = 'voice' then 10 + ${draw(key, 4)} % 301 end,
      case when kind <> 'data' then '02' || lpad((${draw(key, 5)} % 100000000)::text, 8, '0') end,
      false
    from (values ('data', interval '300 seconds'), ('voice', interval '345 seconds'),
      ('text', interval '280 seconds')) as k(kind, step),
      lateral generate_series(${start}, ${stop}, k.step) as t
    order by t`);
  return line;
}
