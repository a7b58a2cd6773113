import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { belongsToAccount } from './accounts';
import { belongsToLine } from './mobile';

/** A data pool shared by the lines of a group plan. */
export const sharedDataPools = pgTable(
  'shared_data_pools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountCode: belongsToAccount(),
    leaderServiceEntity: belongsToLine('leader_service_entity'),
    poolType: text('pool_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shared_data_pools_account_idx').on(t.accountCode),
    check('shared_data_pools_type_ck', sql`${t.poolType} in ('Open', 'Allocation')`),
  ],
);

/**
 * Configuration history: the active entry has deactivatedAt null ('No active pool found'
 * when there is none). An m2m sharer type means the size is in MB rather than GB.
 */
export const sharedDataPoolConfigurations = pgTable(
  'shared_data_pool_configurations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => sharedDataPools.id, { onDelete: 'cascade' }),
    planKey: text('plan_key').notNull(),
    dataPoolSizeGb: integer('data_pool_size_gb').notNull(),
    dataSharerType: text('data_sharer_type').notNull(),
    activatedAt: timestamptz('activated_at').notNull(),
    deactivatedAt: timestamptz('deactivated_at'),
  },
  (t) => [
    index('shared_data_pool_configurations_pool_idx').on(t.poolId, t.activatedAt),
    uniqueIndex('shared_data_pool_configurations_active_uq')
      .on(t.poolId)
      .where(sql`${t.deactivatedAt} is null`),
  ],
);

/** One row per bill period; GB figures keep decimals (carryover is rarely whole). */
export const sharedDataPoolMonthlyUsage = pgTable(
  'shared_data_pool_monthly_usage',
  {
    poolId: integer('pool_id')
      .notNull()
      .references(() => sharedDataPools.id, { onDelete: 'cascade' }),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    planGb: numeric('plan_gb', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    startingCarryoverBalanceGb: numeric('starting_carryover_balance_gb', {
      precision: 10,
      scale: 3,
      mode: 'number',
    }).notNull(),
    finalCarryoverBalanceGb: numeric('final_carryover_balance_gb', {
      precision: 10,
      scale: 3,
      mode: 'number',
    }).notNull(),
    usedBytes: bigint('used_bytes', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'shared_data_pool_monthly_usage_pk', columns: [t.poolId, t.billDate] }),
  ],
);

export const sharedDataPoolDailyUsage = pgTable(
  'shared_data_pool_daily_usage',
  {
    poolId: integer('pool_id')
      .notNull()
      .references(() => sharedDataPools.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    dataVolumeBytes: bigint('data_volume_bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'shared_data_pool_daily_usage_pk', columns: [t.poolId, t.date] })],
);

/** A line sharing its data with another (the beneficiary); removal keeps the row for history. */
export const dataShareBeneficiaries = pgTable(
  'data_share_beneficiaries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    donorServiceEntity: belongsToLine('donor_service_entity'),
    beneficiaryMsisdn: text('beneficiary_msisdn').notNull(),
    shareType: text('share_type').notNull(),
    recurringShareAmountMb: integer('recurring_share_amount_mb').notNull().default(0),
    currentMonthShareAmountMb: integer('current_month_share_amount_mb').notNull().default(0),
    createdAt: createdAt(),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    uniqueIndex('data_share_beneficiaries_active_uq')
      .on(t.donorServiceEntity, t.beneficiaryMsisdn)
      .where(sql`${t.removedAt} is null`),
    index('data_share_beneficiaries_beneficiary_idx').on(t.beneficiaryMsisdn),
    check(
      'data_share_beneficiaries_type_ck',
      sql`${t.shareType} in ('OpenSharing', 'AllocationSharing')`,
    ),
  ],
);
