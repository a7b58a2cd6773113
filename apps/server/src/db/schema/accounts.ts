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
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * A billing account. The spec's nested shapes (accountOwner, billingAddress, billCycle,
 * GST details) are flattened into columns because each has exactly one value per account.
 */
export const accounts = pgTable(
  'accounts',
  {
    accountCode: text('account_code').primaryKey(),
    accountName: text('account_name').notNull(),
    ownerName: text('owner_name').notNull(),
    billingEmail: text('billing_email'),
    billingPhoneNumber: text('billing_phone_number'),
    billingMobileNumber: text('billing_mobile_number'),
    billingAddress1: text('billing_address1'),
    billingAddress2: text('billing_address2'),
    billingAddress3: text('billing_address3'),
    billingCountry: text('billing_country').notNull().default('New Zealand'),
    billingLocationName: text('billing_location_name'),
    billingPostCode: text('billing_post_code'),
    billingState: text('billing_state'),
    businessGroup: text('business_group').notNull(),
    billFrequency: text('bill_frequency').notNull(),
    billingPeriod: text('billing_period').notNull(),
    billingPeriodModifiedDate: date('billing_period_modified_date', { mode: 'string' }),
    currentBillRun: text('current_bill_run'),
    billCycleDisplayName: text('bill_cycle_display_name').notNull(),
    lastBilledDate: date('last_billed_date', { mode: 'string' }),
    nextBillDate: date('next_bill_date', { mode: 'string' }),
    displayGstInclusiveValues: boolean('display_gst_inclusive_values').notNull().default(true),
    gstNumber: text('gst_number'),
    dateCancelled: timestamptz('date_cancelled'),
    createdAt: createdAt(),
  },
  (t) => [
    index('accounts_business_group_idx').on(t.businessGroup),
    check(
      'accounts_bill_frequency_ck',
      sql`${t.billFrequency} in ('SixMonthly', 'Monthly', 'Fortnightly', 'Weekly', 'Daily')`,
    ),
    check('accounts_billing_period_ck', sql`${t.billingPeriod} in ('Daily', 'Weekly', 'Monthly')`),
  ],
);

/** The account a row belongs to: every such row goes when its account does. */
export const belongsToAccount = () =>
  text('account_code')
    .notNull()
    .references(() => accounts.accountCode, { onDelete: 'cascade' });

/** Links to other systems; FarmSourceAccountNumber marks a farm (statements-only) account. */
export const accountExternalReferences = pgTable(
  'account_external_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('account_external_references_account_type_uq').on(t.accountCode, t.type)],
);

/** A place a service is delivered to; locationId is the address id used by orders. */
export const serviceAddresses = pgTable(
  'service_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    locationId: text('location_id').notNull().unique('service_addresses_location_id_uq'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    suburb: text('suburb'),
    city: text('city').notNull(),
    postCode: text('post_code').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('service_addresses_account_idx').on(t.accountCode)],
);

/** Numbers a customer links to the account for identification (spec: "linked numbers"). */
export const linkedNumbers = pgTable(
  'linked_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    number: text('number').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [unique('linked_numbers_account_number_uq').on(t.accountCode, t.number)],
);

/** Sales orders (product change, add product, move address, cancellation, new line, voucher). */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    accountCode: belongsToAccount(),
    orderType: text('order_type').notNull(),
    status: text('status').notNull(),
    salesChannel: text('sales_channel').notNull().default('SelfService'),
    salesPerson: text('sales_person').notNull().default('MyAccountv2'),
    payload: jsonb('payload').notNull(),
    /** What the change costs or alters, as returned by the order-impact check. */
    orderImpact: jsonb('order_impact')
      .notNull()
      .default(sql`'[]'::jsonb`),
    requestedDateOfProvisioning: date('requested_date_of_provisioning', { mode: 'string' }),
    /**
     * NZ days on which the order's middle steps were done, by step key (a new line's
     * simSent and delivered, a port's withOtherProvider): the order tracker's dates that
     * no other column keeps. Filled by whoever carries the step out.
     */
    stepDates: jsonb('step_dates')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [index('orders_account_created_idx').on(t.accountCode, t.createdAt)],
);
