import { date, integer } from 'drizzle-orm/pg-core';

/**
 * What a plan commits a customer to (decision 058): a fixed term in months (null: open
 * term, leave any time) and the early termination fee, a charge per whole month left in
 * the term up to a cap, so the fee falls as the term runs down. A one-off setup fee counts
 * in the plan's average monthly price. Spread into each catalogue table that sells plans.
 */
export const planTermColumns = () => ({
  termMonths: integer('term_months'),
  earlyTerminationFeePerMonthCents: integer('early_termination_fee_per_month_cents')
    .notNull()
    .default(0),
  earlyTerminationFeeCapCents: integer('early_termination_fee_cap_cents'),
  setupFeeCents: integer('setup_fee_cents').notNull().default(0),
});

/** The day a service's fixed term began; null while the service is on an open term. */
export const termStartedOn = () => date('term_started_on', { mode: 'string' });
