import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Recomputes daily usage totals from raw events for the services `scope` selects (an SQL
 * condition on `service_entity`, applied to both tables). Days are Pacific/Auckland
 * calendar days, as people see them. Whole days are rebuilt, so run it after a batch of
 * events is written, not per event.
 */
export async function rebuildUsageRollups(db: Db, scope: SQL): Promise<void> {
  await db.execute(sql`delete from usage_daily_rollups where ${scope}`);
  await db.execute(sql`
    insert into usage_daily_rollups (
      service_entity, kind, day, event_count, total_bytes, total_seconds,
      charge_including_gst_cents, charge_excluding_gst_cents,
      premium_count, premium_seconds,
      premium_charge_including_gst_cents, premium_charge_excluding_gst_cents
    )
    select
      service_entity,
      kind,
      (event_date at time zone 'Pacific/Auckland')::date,
      count(*),
      coalesce(sum(data_volume_bytes), 0),
      coalesce(sum(duration_seconds), 0),
      sum(charge_including_gst_cents),
      sum(charge_excluding_gst_cents),
      count(*) filter (where is_premium),
      coalesce(sum(duration_seconds) filter (where is_premium), 0),
      coalesce(sum(charge_including_gst_cents) filter (where is_premium), 0),
      coalesce(sum(charge_excluding_gst_cents) filter (where is_premium), 0)
    from usage_events
    where ${scope}
    group by 1, 2, 3
    -- Written in key order, so one line's year of rollups sits on a few pages together and
    -- a 12-month read touches those pages, not one page per day.
    order by 1, 2, 3
  `);
}

/** Scope helper: the listed services only. */
export function servicesIn(serviceEntities: readonly string[]): SQL {
  return sql`service_entity in (${sql.join(
    serviceEntities.map((entity) => sql`${entity}`),
    sql`, `,
  )})`;
}
