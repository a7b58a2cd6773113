import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
  bigint,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { accounts, belongsToAccount } from './accounts';

/**
 * A card saved through the gateway. Only the gateway token, type, last four digits and
 * expiry are kept: the check constraint refuses any run of more than four digits, so a
 * full card number can never land here by mistake.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    cardId: text('card_id').primaryKey(),
    accountCode: belongsToAccount(),
    gatewayToken: text('gateway_token').notNull(),
    cardType: text('card_type').notNull(),
    maskedNumber: text('masked_number').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    cardholderName: text('cardholder_name'),
    createdAt: createdAt(),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    // The gateway gives a card one token; each account that saves it keeps its own row.
    unique('saved_cards_account_token_uq').on(t.accountCode, t.gatewayToken),
    check('saved_cards_masked_number_ck', sql`${t.maskedNumber} !~ '[0-9]{5,}'`),
    check('saved_cards_expiry_month_ck', sql`${t.expiryMonth} between 1 and 12`),
  ],
);

/** How an account pays its bills; direct debit details or a card reference, never both. */
export const recurringPaymentMethods = pgTable(
  'recurring_payment_methods',
  {
    accountCode: text('account_code')
      .primaryKey()
      .references(() => accounts.accountCode, { onDelete: 'cascade' }),
    recurringPaymentType: text('recurring_payment_type').notNull(),
    directDebitPayee: text('direct_debit_payee'),
    directDebitAccountName: text('direct_debit_account_name'),
    bankCode: text('bank_code'),
    bankBranch: text('bank_branch'),
    bankAccount: text('bank_account'),
    bankSuffix: text('bank_suffix'),
    cardId: text('card_id').references(() => savedCards.cardId),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check(
      'recurring_payment_methods_type_ck',
      sql`${t.recurringPaymentType} in ('Manual', 'DirectDebit', 'CreditCard', 'PaperlessDirectDebit')`,
    ),
    check(
      'recurring_payment_methods_details_ck',
      sql`(${t.recurringPaymentType} in ('DirectDebit', 'PaperlessDirectDebit') and ${t.bankAccount} is not null and ${t.cardId} is null)
        or (${t.recurringPaymentType} = 'CreditCard' and ${t.cardId} is not null and ${t.bankAccount} is null)
        or (${t.recurringPaymentType} = 'Manual' and ${t.cardId} is null and ${t.bankAccount} is null)`,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    invoiceId: text('invoice_id').primaryKey(),
    accountCode: belongsToAccount(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    openingBalanceCents: integer('opening_balance_cents').notNull(),
    totalIncludingGstCents: integer('total_including_gst_cents').notNull(),
    totalExcludingGstCents: integer('total_excluding_gst_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_account_bill_date_uq').on(t.accountCode, t.billDate),
    check('invoices_status_ck', sql`${t.status} in ('Issued', 'Paid', 'Overdue')`),
  ],
);

/** Invoice lines, grouped on the invoice by serviceGroup and serviceEntity. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    serviceGroup: text('service_group').notNull(),
    serviceEntity: text('service_entity'),
    description: text('description').notNull(),
    quantity: text('quantity'),
    amountIncludingGstCents: integer('amount_including_gst_cents').notNull(),
    amountExcludingGstCents: integer('amount_excluding_gst_cents').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [unique('invoice_lines_invoice_order_uq').on(t.invoiceId, t.sortOrder)],
);

export const payments = pgTable(
  'payments',
  {
    paymentId: uuid('payment_id').primaryKey(),
    accountCode: belongsToAccount(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    status: text('status').notNull(),
    cardId: text('card_id').references(() => savedCards.cardId),
    gatewayTransactionId: text('gateway_transaction_id'),
    paidAt: timestamptz('paid_at').notNull(),
  },
  (t) => [
    index('payments_account_paid_idx').on(t.accountCode, t.paidAt),
    check(
      'payments_method_ck',
      sql`${t.method} in ('DirectDebit', 'CreditCard', 'OnlineBanking', 'BankTransfer')`,
    ),
    check(
      'payments_status_ck',
      sql`${t.status} in ('Pending', 'Approved', 'Declined', 'Cancelled')`,
    ),
  ],
);

/**
 * The account ledger: invoices raise the balance, payments and credits lower it, and
 * balanceAfterCents is the running balance after each entry (positive = owing).
 */
export const accountTransactions = pgTable(
  'account_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    transactionType: text('transaction_type').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    invoiceId: text('invoice_id').references(() => invoices.invoiceId, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.paymentId, { onDelete: 'set null' }),
  },
  (t) => [
    index('account_transactions_account_time_idx').on(t.accountCode, t.occurredAt),
    check(
      'account_transactions_type_ck',
      sql`${t.transactionType} in ('Invoice', 'Payment', 'Credit')`,
    ),
  ],
);

/** Visibill bill dates (GET …/billDates), newest first when read. */
export const billDates = pgTable(
  'bill_dates',
  {
    accountCode: belongsToAccount(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'bill_dates_pk', columns: [t.accountCode, t.billDate] })],
);
