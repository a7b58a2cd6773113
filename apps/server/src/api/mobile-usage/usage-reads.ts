import { sql } from 'drizzle-orm';
import type { UsageType } from '@portal/contracts';
import { addDays } from '@portal/domain';
import type { Db } from '../../db/client';

/** One day's rollup of one line and kind; the premium columns are part of the totals. */
export interface RollupDay {
  day: string;
  eventCount: number;
  totalBytes: number;
  totalSeconds: number;
  chargeCents: number;
  premiumCount: number;
  premiumSeconds: number;
  premiumChargeCents: number;
}

/**
 * The rollups of the listed lines for a range of days (a primary-key range scan per line):
 * a year of a busy line is 365 rows per line. Summed per day when several lines are asked,
 * as for the lines of a shared pool.
 */
export async function findRollupDays(
  db: Db,
  serviceEntities: readonly string[],
  kind: UsageType,
  from: string,
  to: string,
): Promise<RollupDay[]> {
  const lines = sql.join(
    serviceEntities.map((entity) => sql`${entity}`),
    sql`, `,
  );
  const result = await db.execute<Record<string, string | number>>(sql`
    select day::text as day,
      sum(event_count) as event_count, sum(total_bytes) as total_bytes,
      sum(total_seconds) as total_seconds, sum(charge_including_gst_cents) as charge,
      sum(premium_count) as premium_count, sum(premium_seconds) as premium_seconds,
      sum(premium_charge_including_gst_cents) as premium_charge
    from usage_daily_rollups
    where service_entity in (${lines}) and kind = ${kind} and day between ${from} and ${to}
    group by day
    order by day`);
  return result.rows.map((row) => ({
    day: String(row.day),
    eventCount: Number(row.event_count),
    totalBytes: Number(row.total_bytes),
    totalSeconds: Number(row.total_seconds),
    chargeCents: Number(row.charge),
    premiumCount: Number(row.premium_count),
    premiumSeconds: Number(row.premium_seconds),
    premiumChargeCents: Number(row.premium_charge),
  }));
}

export interface EventRow {
  eventDate: Date;
  startDate: Date | null;
  endDate: Date | null;
  dataVolumeBytes: number;
  durationSeconds: number;
  destinationNumber: string;
  isPremium: boolean;
  chargeIncludingGst: number;
  chargeExcludingGst: number;
}

const asDate = (value: unknown): Date | null =>
  value instanceof Date || typeof value === 'string' ? new Date(value) : null;

/**
 * One line's events of one kind between two Auckland days, inclusive: a range scan on
 * (service_entity, event_date). Only asked once the rollups show the range lists its events
 * (a single day, or a short range with few events).
 */
export async function findEvents(
  db: Db,
  serviceEntity: string,
  kind: UsageType,
  from: string,
  to: string,
): Promise<EventRow[]> {
  const result = await db.execute(sql`
    select event_date, start_date, end_date, data_volume_bytes, duration_seconds,
      destination_number, is_premium, charge_including_gst_cents, charge_excluding_gst_cents
    from usage_events
    where service_entity = ${serviceEntity} and kind = ${kind}
      and event_date >= (${from}::timestamp at time zone 'Pacific/Auckland')
      and event_date < (${addDays(to, 1)}::timestamp at time zone 'Pacific/Auckland')
    order by event_date`);
  return result.rows.map((row) => ({
    eventDate: asDate(row.event_date) ?? new Date(0),
    startDate: asDate(row.start_date),
    endDate: asDate(row.end_date),
    dataVolumeBytes: Number(row.data_volume_bytes ?? 0),
    durationSeconds: Number(row.duration_seconds ?? 0),
    destinationNumber: typeof row.destination_number === 'string' ? row.destination_number : '',
    isPremium: row.is_premium === true,
    chargeIncludingGst: Number(row.charge_including_gst_cents ?? 0),
    chargeExcludingGst: Number(row.charge_excluding_gst_cents ?? 0),
  }));
}
