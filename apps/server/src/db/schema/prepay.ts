import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { belongsToAccount } from './accounts';
import { savedCards } from './billing';
import { belongsToLine, mobileServices } from './mobile';
import { rechargeTransactions } from './recharge';

export const walletBalances = pgTable('wallet_balances', {
  serviceEntity: text('service_entity')
    .primaryKey()
    .references(() => mobileServices.serviceEntity, { onDelete: 'cascade' }),
  balanceCents: integer('balance_cents').notNull(),
  bonusBalanceCents: integer('bonus_balance_cents').notNull().default(0),
  expiresAt: timestamptz('expires_at'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * Autopay and the low-balance auto top-up of one prepay line. A card in use here cannot be
 * removed (spec section 4), so the references restrict deletion.
 */
export const topUpConfigurations = pgTable(
  'top_up_configurations',
  {
    serviceEntity: text('service_entity')
      .primaryKey()
      .references(() => mobileServices.serviceEntity, { onDelete: 'cascade' }),
    autopayEnabled: boolean('autopay_enabled').notNull().default(false),
    autopayCardId: text('autopay_card_id').references(() => savedCards.cardId),
    lowBalanceEnabled: boolean('low_balance_enabled').notNull().default(false),
    lowBalanceCardId: text('low_balance_card_id').references(() => savedCards.cardId),
    lowBalanceAmountCents: integer('low_balance_amount_cents'),
    lowBalanceThresholdCents: integer('low_balance_threshold_cents'),
    requiresCustomerConfirmation: boolean('requires_customer_confirmation')
      .notNull()
      .default(false),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check(
      'top_up_configurations_autopay_ck',
      sql`not ${t.autopayEnabled} or ${t.autopayCardId} is not null`,
    ),
    check(
      'top_up_configurations_low_balance_ck',
      sql`not ${t.lowBalanceEnabled} or (${t.lowBalanceCardId} is not null and ${t.lowBalanceAmountCents} > 0 and ${t.lowBalanceThresholdCents} >= 0)`,
    ),
  ],
);

/** Monthly auto top-up; one per target number, as the delete call is keyed by targetMsisdn. */
export const monthlyAutoTopUps = pgTable(
  'monthly_auto_top_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    targetMsisdn: belongsToLine('target_msisdn'),
    cardId: text('card_id')
      .notNull()
      .references(() => savedCards.cardId),
    dayOfMonth: smallint('day_of_month').notNull(),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    unique('monthly_auto_top_ups_account_target_uq').on(t.accountCode, t.targetMsisdn),
    check('monthly_auto_top_ups_day_ck', sql`${t.dayOfMonth} between 1 and 28`),
  ],
);

/**
 * Top-ups (positive) and spend (negative) on a prepay wallet, with the balance after each,
 * as the prepay spend history lists them.
 */
export const prepayTransactions = pgTable(
  'prepay_transactions',
  {
    id: uuid('id').primaryKey(),
    serviceEntity: belongsToLine('service_entity'),
    transactionType: text('transaction_type').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    paymentMethod: text('payment_method'),
    cardId: text('card_id').references(() => savedCards.cardId, { onDelete: 'set null' }),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** The top-up this credit settles; unique, so a top-up can credit the wallet once. */
    rechargeTransactionId: uuid('recharge_transaction_id').references(
      () => rechargeTransactions.id,
    ),
    /** The voucher this credit redeems; unique, so a voucher is spent once. */
    voucherNumber: text('voucher_number'),
    occurredAt: timestamptz('occurred_at').notNull(),
  },
  (t) => [
    index('prepay_transactions_service_time_idx').on(t.serviceEntity, t.occurredAt),
    unique('prepay_transactions_recharge_uq').on(t.rechargeTransactionId),
    unique('prepay_transactions_voucher_uq').on(t.voucherNumber),
    check(
      'prepay_transactions_type_ck',
      sql`${t.transactionType} in ('TopUp', 'AutoTopUp', 'MonthlyAutoTopUp', 'Autopay', 'Voucher', 'OnlineBanking', 'PlanPurchase', 'Usage', 'Bonus')`,
    ),
  ],
);

/** Top-up vouchers; redeemed once. */
export const vouchers = pgTable('vouchers', {
  voucherNumber: text('voucher_number').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  redeemedAt: timestamptz('redeemed_at'),
  redeemedByServiceEntity: text('redeemed_by_service_entity').references(
    () => mobileServices.serviceEntity,
    { onDelete: 'set null' },
  ),
});
