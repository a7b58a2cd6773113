import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { belongsToAccount } from './accounts';
import { addonPlans } from './catalog';

/**
 * A core product bundles the main services at one location (broadband with its voice,
 * power). Its keys and categories are what GET /accounts/{code}/products returns.
 */
export const coreProducts = pgTable(
  'core_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    coreProductKey: text('core_product_key').notNull(),
    locationId: text('location_id'),
    broadbandCategoryGroup: text('broadband_category_group'),
    broadbandCategory: text('broadband_category'),
    // Null on a power product; 'NoVoice' on broadband without a phone line.
    voiceCategory: text('voice_category'),
    status: text('status').notNull().default('Active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('core_products_account_idx').on(t.accountCode)],
);

/** The core product a service belongs to, if any; it stays when the product is removed. */
export const ofCoreProduct = () =>
  integer('core_product_id').references(() => coreProducts.id, { onDelete: 'set null' });

/** The services a core product is made of; serviceId points at the service's own table. */
export const productComponents = pgTable(
  'product_components',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coreProductId: integer('core_product_id')
      .notNull()
      .references(() => coreProducts.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    serviceId: text('service_id').notNull(),
    planKey: text('plan_key'),
  },
  (t) => [
    unique('product_components_product_service_uq').on(t.coreProductId, t.service, t.serviceId),
    check(
      'product_components_service_ck',
      sql`${t.service} in ('Internet', 'Voice', 'mobile2_wbb', 'Electricity')`,
    ),
  ],
);

/** Add-ons held at account level (static_ip, email, amazonprimevideo, rentals). */
export const additionalProducts = pgTable(
  'additional_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    coreProductId: ofCoreProduct(),
    service: text('service').notNull(),
    category: text('category').notNull(),
    addonPlanKey: text('addon_plan_key').references(() => addonPlans.addonPlanKey),
    serviceEntity: text('service_entity'),
    status: text('status').notNull().default('Active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('additional_products_account_idx').on(t.accountCode)],
);
