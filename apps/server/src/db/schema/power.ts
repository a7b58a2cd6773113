import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { belongsToAccount } from './accounts';
import { planTermColumns, termStartedOn } from './plan-terms';

export const powerPlans = pgTable('power_plans', {
  planKey: text('plan_key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Low-user plans are a regulated variant with a lower daily charge. */
  userType: text('user_type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...planTermColumns(),
});

/**
 * Rates of a power plan. Electricity is priced in fractions of a cent (28.43 c/kWh), so
 * rates are numeric cents; invoice amounts computed from them are rounded to whole cents.
 */
export const powerPlanRates = pgTable(
  'power_plan_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planKey: text('plan_key')
      .notNull()
      .references(() => powerPlans.planKey, { onDelete: 'cascade' }),
    rateType: text('rate_type').notNull(),
    unit: text('unit').notNull(),
    centsIncludingGst: numeric('cents_including_gst', {
      precision: 10,
      scale: 4,
      mode: 'number',
    }).notNull(),
    centsExcludingGst: numeric('cents_excluding_gst', {
      precision: 10,
      scale: 4,
      mode: 'number',
    }).notNull(),
  },
  (t) => [
    unique('power_plan_rates_plan_type_uq').on(t.planKey, t.rateType),
    check('power_plan_rates_unit_ck', sql`${t.unit} in ('day', 'kWh')`),
  ],
);

/** An installation control point: the power connection, identified by its ICP number. */
export const icps = pgTable('icps', {
  icpNumber: text('icp_number').primaryKey(),
  accountCode: belongsToAccount(),
  planKey: text('plan_key')
    .notNull()
    .references(() => powerPlans.planKey),
  locationId: text('location_id'),
  address: text('address').notNull(),
  networkCompany: text('network_company').notNull(),
  status: text('status').notNull().default('Active'),
  /** Where the meter is and how to reach it (site access). */
  meterLocation: text('meter_location'),
  siteAccessNotes: text('site_access_notes'),
  hasDog: boolean('has_dog').notNull().default(false),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  termStartedOn: termStartedOn(),
  createdAt: createdAt(),
});

export const meters = pgTable('meters', {
  meterSerial: text('meter_serial').primaryKey(),
  icpNumber: text('icp_number')
    .notNull()
    .references(() => icps.icpNumber, { onDelete: 'cascade' }),
  meterType: text('meter_type').notNull(),
  registerContent: text('register_content').notNull().default('Anytime'),
  isSmart: boolean('is_smart').notNull().default(true),
  installedAt: date('installed_at', { mode: 'string' }).notNull(),
});

export const meterReadings = pgTable(
  'meter_readings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meterSerial: text('meter_serial')
      .notNull()
      .references(() => meters.meterSerial, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull(),
    readingKwh: integer('reading_kwh').notNull(),
    readingType: text('reading_type').notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    unique('meter_readings_meter_time_uq').on(t.meterSerial, t.readAt),
    check('meter_readings_type_ck', sql`${t.readingType} in ('Actual', 'Estimated')`),
  ],
);

/**
 * A smart meter's half-hourly consumption (EIEP13A's read periods). Watt-hours as whole
 * numbers, so half-hours add up exactly to the daily and bill-date register reads.
 */
export const meterIntervalReads = pgTable(
  'meter_interval_reads',
  {
    meterSerial: text('meter_serial')
      .notNull()
      .references(() => meters.meterSerial, { onDelete: 'cascade' }),
    /** The half-hour's start; it ends 30 minutes later. */
    startsAt: timestamptz('starts_at').notNull(),
    wh: integer('wh').notNull(),
    estimated: boolean('estimated').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'meter_interval_reads_pk', columns: [t.meterSerial, t.startsAt] }),
    check('meter_interval_reads_wh_ck', sql`${t.wh} >= 0`),
  ],
);
