import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { planTermColumns } from './plan-terms';

/**
 * Mobile plans, postpay and prepay. Group plans: a leader plan (isGroupLeader) carries up
 * to maxGroupMemberCount member lines on plans whose supportedLeaderPlanKeys list it.
 */
export const mobilePlans = pgTable(
  'mobile_plans',
  {
    planKey: text('plan_key').primaryKey(),
    planDescription: text('plan_description').notNull(),
    planType: text('plan_type').notNull(),
    paymentType: text('payment_type').notNull(),
    dataCategory: text('data_category'),
    /** Null when unlimited or when the plan has no data at all (see unlimitedData). */
    dataCapBytes: bigint('data_cap_bytes', { mode: 'number' }),
    minutesLimit: integer('minutes_limit'),
    textLimit: integer('text_limit'),
    unlimitedData: boolean('unlimited_data').notNull().default(false),
    unlimitedMinutes: boolean('unlimited_minutes').notNull().default(false),
    unlimitedText: boolean('unlimited_text').notNull().default(false),
    groupTag: text('group_tag'),
    isGroupLeader: boolean('is_group_leader').notNull().default(false),
    isGroupMember: boolean('is_group_member').notNull().default(false),
    isStandalone: boolean('is_standalone').notNull().default(true),
    maxGroupMemberCount: integer('max_group_member_count'),
    supportedLeaderPlanKeys: text('supported_leader_plan_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isBasePrepayPlan: boolean('is_base_prepay_plan').notNull().default(false),
    shortDescription: text('short_description'),
    descriptions: text('descriptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    businessOnly: boolean('business_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...planTermColumns(),
  },
  (t) => [
    check('mobile_plans_payment_type_ck', sql`${t.paymentType} in ('Prepay', 'Postpay')`),
    check(
      'mobile_plans_plan_type_ck',
      sql`${t.planType} in ('Capped', 'Carryover', 'Endless', 'EndlessTourist', 'Overage', 'Unlimited', 'Prepay', 'Unmetered', 'Vulnerability', 'Sidekick', 'Wearable')`,
    ),
  ],
);

/** Charges of a plan, in cents, both including and excluding GST (15%). */
export const mobilePlanCharges = pgTable(
  'mobile_plan_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planKey: text('plan_key')
      .notNull()
      .references(() => mobilePlans.planKey, { onDelete: 'cascade' }),
    chargeIncludingGstCents: integer('charge_including_gst_cents').notNull(),
    chargeExcludingGstCents: integer('charge_excluding_gst_cents').notNull(),
    billFrequency: text('bill_frequency').notNull(),
    unit: text('unit').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('mobile_plan_charges_plan_order_uq').on(t.planKey, t.sortOrder)],
);

/** Add-on catalog for mobile lines and broadband (callingpack, static_ip, …). */
export const addonPlans = pgTable(
  'addon_plans',
  {
    addonPlanKey: text('addon_plan_key').primaryKey(),
    addonType: text('addon_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    appliesTo: text('applies_to').notNull(),
    chargeIncludingGstCents: integer('charge_including_gst_cents').notNull(),
    chargeExcludingGstCents: integer('charge_excluding_gst_cents').notNull(),
    billFrequency: text('bill_frequency').notNull(),
    dataBytes: bigint('data_bytes', { mode: 'number' }),
    minutes: integer('minutes'),
    autoRenews: boolean('auto_renews').notNull().default(true),
    salesChannels: text('sales_channels')
      .array()
      .notNull()
      .default(sql`'{SelfService}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('addon_plans_type_idx').on(t.addonType),
    check(
      'addon_plans_type_ck',
      sql`${t.addonType} in ('callingpack', 'static_ip', 'mobile2_wbb_addon', 'amazonprimevideo', 'ata_pots_rental', 'fibervoice_rental', 'siptrunk_ddi', 'data', 'roaming', 'email')`,
    ),
    check('addon_plans_applies_to_ck', sql`${t.appliesTo} in ('Postpay', 'Prepay', 'Broadband')`),
  ],
);
