import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { belongsToAccount } from './accounts';
import { addonPlans, mobilePlans } from './catalog';
import { termStartedOn } from './plan-terms';

/** A mobile line; serviceEntity is its number in local form (0211234567). */
export const mobileServices = pgTable(
  'mobile_services',
  {
    serviceEntity: text('service_entity').primaryKey(),
    accountCode: belongsToAccount(),
    service: text('service').notNull().default('mobile2_linerental'),
    serviceEntityDescription: text('service_entity_description'),
    paymentType: text('payment_type').notNull(),
    planKey: text('plan_key')
      .notNull()
      .references(() => mobilePlans.planKey),
    /** Members of a group plan point at their leader's line; leaders and standalone lines hold null. */
    groupLeaderServiceEntity: text('group_leader_service_entity').references(
      (): AnyPgColumn => mobileServices.serviceEntity,
      { onDelete: 'set null' },
    ),
    status: text('status').notNull().default('Active'),
    isPaused: boolean('is_paused').notNull().default(false),
    pausedAt: timestamptz('paused_at'),
    simBlocked: boolean('sim_blocked').notNull().default(false),
    simSerial: text('sim_serial'),
    spendLimitCents: integer('spend_limit_cents'),
    barringSettings: jsonb('barring_settings')
      .notNull()
      .default(sql`'{}'::jsonb`),
    activatedAt: timestamptz('activated_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    termStartedOn: termStartedOn(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mobile_services_account_idx').on(t.accountCode),
    index('mobile_services_leader_idx').on(t.groupLeaderServiceEntity),
    check('mobile_services_payment_type_ck', sql`${t.paymentType} in ('Prepay', 'Postpay')`),
    check(
      'mobile_services_status_ck',
      sql`${t.status} in ('Active', 'Inactive', 'Blocked', 'Cancelled')`,
    ),
  ],
);

/** A mobile line a row belongs to, in column `name`: the row goes when the line does. */
export const belongsToLine = (name: string) =>
  text(name)
    .notNull()
    .references(() => mobileServices.serviceEntity, { onDelete: 'cascade' });

export const mobileAddonSubscriptions = pgTable(
  'mobile_addon_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceEntity: belongsToLine('service_entity'),
    addonPlanKey: text('addon_plan_key')
      .notNull()
      .references(() => addonPlans.addonPlanKey),
    startedAt: timestamptz('started_at').notNull(),
    renewsAt: timestamptz('renews_at'),
    /** Set by stopAddonRenewal: the add-on runs to renewsAt and then ends. */
    stopRenewal: boolean('stop_renewal').notNull().default(false),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [index('mobile_addon_subscriptions_service_idx').on(t.serviceEntity)],
);

/** Interest-free device agreement; amountStillToBeInvoiced is derived from the instalments. */
export const interestFreeAgreements = pgTable(
  'interest_free_agreements',
  {
    id: uuid('id').primaryKey(),
    accountCode: belongsToAccount(),
    linkedServiceEntity: text('linked_service_entity').references(
      () => mobileServices.serviceEntity,
      { onDelete: 'set null' },
    ),
    /** Items of type Product with billingDescription, as the agreement was sold. */
    manifest: jsonb('manifest').notNull(),
    numberOfInstalments: integer('number_of_instalments').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    initialBillDate: date('initial_bill_date', { mode: 'string' }).notNull(),
    lastBillDate: date('last_bill_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    totalDiscountsRemainingCents: integer('total_discounts_remaining_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('interest_free_agreements_account_idx').on(t.accountCode)],
);

export const interestFreeInstalments = pgTable(
  'interest_free_instalments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => interestFreeAgreements.id, { onDelete: 'cascade' }),
    instalmentNumber: integer('instalment_number').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** The instalment after any discount (actualInstalmentAmountConsideringDiscountState). */
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    invoiceSent: boolean('invoice_sent').notNull().default(false),
  },
  (t) => [unique('interest_free_instalments_number_uq').on(t.agreementId, t.instalmentNumber)],
);
