import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { belongsToLine } from './mobile';

/**
 * Raw usage: the large table. A data event carries bytes (and its session window), a call
 * carries seconds, a text neither; calls and texts may be premium and carry a charge.
 * Partitioned by range on event_date, one partition per Pacific/Auckland month and a default
 * one (migration 0012, which drizzle cannot express; decision 036): the primary key includes
 * event_date because a partitioned table's unique keys must hold the partition key.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    serviceEntity: belongsToLine('service_entity'),
    kind: text('kind').notNull(),
    eventDate: timestamptz('event_date').notNull(),
    startDate: timestamptz('start_date'),
    endDate: timestamptz('end_date'),
    dataVolumeBytes: bigint('data_volume_bytes', { mode: 'number' }),
    durationSeconds: integer('duration_seconds'),
    destinationNumber: text('destination_number'),
    isPremium: boolean('is_premium').notNull().default(false),
    chargeIncludingGstCents: integer('charge_including_gst_cents').notNull().default(0),
    chargeExcludingGstCents: integer('charge_excluding_gst_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'usage_events_pk', columns: [t.id, t.eventDate] }),
    // "One service, one period": every usage read is a range scan on this index.
    index('usage_events_service_date_idx').on(t.serviceEntity, t.eventDate),
    check('usage_events_kind_ck', sql`${t.kind} in ('data', 'voice', 'text')`),
  ],
);

/**
 * Daily totals per service and kind, on the Pacific/Auckland calendar day, so a 12-month
 * usage page reads a few hundred rows. Written by whoever writes events (seeds, imports)
 * with INSERT … SELECT … GROUP BY over usage_events; premium columns are the premium part
 * of the totals.
 */
export const usageDailyRollups = pgTable(
  'usage_daily_rollups',
  {
    serviceEntity: belongsToLine('service_entity'),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    eventCount: integer('event_count').notNull(),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    totalSeconds: bigint('total_seconds', { mode: 'number' }).notNull(),
    chargeIncludingGstCents: bigint('charge_including_gst_cents', { mode: 'number' }).notNull(),
    chargeExcludingGstCents: bigint('charge_excluding_gst_cents', { mode: 'number' }).notNull(),
    premiumCount: integer('premium_count').notNull(),
    premiumSeconds: bigint('premium_seconds', { mode: 'number' }).notNull(),
    premiumChargeIncludingGstCents: bigint('premium_charge_including_gst_cents', {
      mode: 'number',
    }).notNull(),
    premiumChargeExcludingGstCents: bigint('premium_charge_excluding_gst_cents', {
      mode: 'number',
    }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'usage_daily_rollups_pk',
      columns: [t.serviceEntity, t.kind, t.day],
    }),
    check('usage_daily_rollups_kind_ck', sql`${t.kind} in ('data', 'voice', 'text')`),
  ],
);
