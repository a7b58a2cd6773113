import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { belongsToAccount } from './accounts';
import { ofCoreProduct } from './products';
import { planTermColumns, termStartedOn } from './plan-terms';

/** Broadband catalog. category carries speeds as UFB{down}/{up} for fibre. */
export const broadbandPlans = pgTable(
  'broadband_plans',
  {
    planKey: text('plan_key').primaryKey(),
    name: text('name').notNull(),
    technology: text('technology').notNull(),
    categoryGroup: text('category_group').notNull(),
    category: text('category').notNull(),
    downloadMbps: integer('download_mbps').notNull(),
    uploadMbps: integer('upload_mbps').notNull(),
    monthlyChargeIncludingGstCents: integer('monthly_charge_including_gst_cents').notNull(),
    monthlyChargeExcludingGstCents: integer('monthly_charge_excluding_gst_cents').notNull(),
    blurb: text('blurb'),
    businessOnly: boolean('business_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...planTermColumns(),
  },
  (t) => [check('broadband_plans_technology_ck', sql`${t.technology} in ('UFB', 'WBB', 'xDSL')`)],
);

export const voicePlans = pgTable(
  'voice_plans',
  {
    planKey: text('plan_key').primaryKey(),
    name: text('name').notNull(),
    voiceType: text('voice_type').notNull(),
    description: text('description').notNull(),
    monthlyChargeIncludingGstCents: integer('monthly_charge_including_gst_cents').notNull(),
    monthlyChargeExcludingGstCents: integer('monthly_charge_excluding_gst_cents').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check(
      'voice_plans_type_ck',
      sql`${t.voiceType} in ('SIPONT', 'ATAPOTS', 'SIPPOTS', 'POTS', 'NoVoice', 'SIPTRUNK')`,
    ),
  ],
);

/** A broadband connection (GET accounts/{code}/internetServices). */
export const internetServices = pgTable(
  'internet_services',
  {
    id: text('id').primaryKey(),
    accountCode: belongsToAccount(),
    coreProductId: ofCoreProduct(),
    planKey: text('plan_key')
      .notNull()
      .references(() => broadbandPlans.planKey),
    activationStatus: text('activation_status').notNull(),
    blockingStatus: text('blocking_status').notNull().default('Unblocked'),
    portFilteringStatus: text('port_filtering_status').notNull().default('Enabled'),
    connectedAt: timestamptz('connected_at'),
    termStartedOn: termStartedOn(),
    createdAt: createdAt(),
  },
  (t) => [
    index('internet_services_account_idx').on(t.accountCode),
    check(
      'internet_services_activation_ck',
      sql`${t.activationStatus} in ('Active', 'Inactive', 'Blocked', 'Cancelled', 'Pending')`,
    ),
    check(
      'internet_services_port_filtering_ck',
      sql`${t.portFilteringStatus} in ('Enabled', 'Disabled')`,
    ),
  ],
);

/** A landline (voice) service; features (caller id, call waiting, …) are a small JSON map. */
export const voiceServices = pgTable(
  'voice_services',
  {
    id: text('id').primaryKey(),
    accountCode: belongsToAccount(),
    coreProductId: ofCoreProduct(),
    planKey: text('plan_key')
      .notNull()
      .references(() => voicePlans.planKey),
    landlineNumber: text('landline_number').notNull().unique('voice_services_landline_uq'),
    status: text('status').notNull().default('Active'),
    features: jsonb('features')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('voice_services_account_idx').on(t.accountCode)],
);

/** An email service; the email-management feature appears only for accounts with one. */
export const emailProducts = pgTable(
  'email_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    productKey: text('product_key').notNull(),
    domain: text('domain').notNull(),
    mailboxLimit: integer('mailbox_limit').notNull(),
    status: text('status').notNull().default('Active'),
    createdAt: createdAt(),
  },
  (t) => [index('email_products_account_idx').on(t.accountCode)],
);

export const mailboxes = pgTable(
  'mailboxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    emailProductId: integer('email_product_id')
      .notNull()
      .references(() => emailProducts.id, { onDelete: 'cascade' }),
    emailAddress: text('email_address').notNull().unique('mailboxes_email_address_uq'),
    displayName: text('display_name'),
    passwordHash: text('password_hash'),
    quotaBytes: bigint('quota_bytes', { mode: 'number' }).notNull(),
    usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('mailboxes_account_idx').on(t.accountCode)],
);
