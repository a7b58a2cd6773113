// Issue 6: prepay management (spec section 7, /mobile/v2/prepay/management) and the prepay
// transaction history of mobile management. Amounts are integer cents including GST.
import { z } from 'zod';
import {
  accountCodeSchema,
  centsSchema,
  isoDateTimeSchema,
  msisdnSchema,
} from '../entities/scalars';

/** Top-up limits (docs/spec-notes.md): $5.00 to $500.00 for one top-up. */
export const TOP_UP_MIN_CENTS = 500;
export const TOP_UP_MAX_CENTS = 50_000;

/** An amount a customer may top up by, or set an auto top-up to. */
export const topUpAmountSchema = centsSchema
  .min(TOP_UP_MIN_CENTS, 'Top up at least $5.00.')
  .max(TOP_UP_MAX_CENTS, 'Top up at most $500.00.');

/** The balance under which a low-balance auto top-up runs: $0.00 to $500.00. */
export const lowBalanceThresholdSchema = centsSchema
  .nonnegative()
  .max(TOP_UP_MAX_CENTS, 'Choose a balance of at most $500.00.');

/**
 * Each auto top-up and autopay needs its terms accepted (spec section 5); both families of
 * calls (here and recharge.ts) use this one rule.
 */
export const termsAcceptedSchema = z.literal(true, {
  error: 'Please accept the terms and conditions.',
});

/** The day of the month a Monthly Auto Top Up runs: 1 to 28, so every month has it. */
export const monthlyTopUpDaySchema = z
  .number()
  .int()
  .min(1, 'Choose a day from 1 to 28.')
  .max(28, 'Choose a day from 1 to 28.');

export const prepayAccountServiceParamsSchema = z.object({
  accountCode: accountCodeSchema,
  serviceEntity: msisdnSchema,
});

/** GET /mobile/v2/prepay/management/serviceEntities/{id}/validateActiveService. */
export const validateActiveServiceParamsSchema = z.object({ serviceEntity: z.string().max(20) });
export const activeServiceValidationSchema = z
  .object({
    serviceEntity: z.string(),
    /** True only for an active prepay number; nothing else about the number is told. */
    isActivePrepayService: z.boolean(),
  })
  .meta({ id: 'ActiveServiceValidation' });
export type ActiveServiceValidation = z.infer<typeof activeServiceValidationSchema>;

/** POST …/accountCode/{a}/serviceEntities/{s}/autopay. */
export const setAutopaySchema = z
  .strictObject({ cardId: z.string().min(1), termsAccepted: termsAcceptedSchema })
  .meta({ id: 'SetAutopay' });
export type SetAutopay = z.infer<typeof setAutopaySchema>;

/** The threshold a low-balance auto top-up gets when the call names none. */
export const DEFAULT_LOW_BALANCE_THRESHOLD_CENTS = 500;

/**
 * PUT …/autoTopup: a low-balance auto top-up. The spec's body has no threshold; when it is
 * left out the one already set is kept, or DEFAULT_LOW_BALANCE_THRESHOLD_CENTS.
 */
export const setAutoTopUpSchema = z
  .strictObject({
    amount: topUpAmountSchema,
    lowBalanceThreshold: lowBalanceThresholdSchema.optional(),
    requiresAutoTopupConfirmation: z.boolean(),
    cardId: z.string().min(1),
    termsAccepted: termsAcceptedSchema,
  })
  .meta({ id: 'SetAutoTopUp' });
export type SetAutoTopUp = z.infer<typeof setAutoTopUpSchema>;

/** PUT …/monthlyAutoTopup. */
export const setMonthlyAutoTopUpSchema = z
  .strictObject({
    targetMsisdn: msisdnSchema,
    dayOfMonth: monthlyTopUpDaySchema,
    amount: topUpAmountSchema,
    cardId: z.string().min(1),
    termsAccepted: termsAcceptedSchema,
  })
  .meta({ id: 'SetMonthlyAutoTopUp' });
export type SetMonthlyAutoTopUp = z.infer<typeof setMonthlyAutoTopUpSchema>;

/** DELETE …/monthlyAutoTopup?targetMsisdn. */
export const deleteMonthlyAutoTopUpQuerySchema = z.object({ targetMsisdn: msisdnSchema });

/*
 * Why a setting of autopay or an auto top-up is refused (422), in both families: the card
 * must be saved on the account, not removed and not expired; a monthly auto top-up tops up a
 * prepay number of the same account.
 */
export const PREPAY_CARD_NOT_SAVED_MESSAGE =
  'That card is not saved on this account. Choose one of your saved cards.';
export const PREPAY_CARD_EXPIRED_MESSAGE =
  'That card has expired. Choose another saved card or add a new one.';
export const MONTHLY_TARGET_NOT_PREPAY_MESSAGE =
  'A Monthly Auto Top Up can only top up a prepay number on this account.';

/* ---- Prepay transaction history (mobile management) ---- */

export const prepayTransactionTypeSchema = z.enum([
  'TopUp',
  'AutoTopUp',
  'MonthlyAutoTopUp',
  'Autopay',
  'Voucher',
  'OnlineBanking',
  'PlanPurchase',
  'Usage',
  'Bonus',
]);
export type PrepayTransactionType = z.infer<typeof prepayTransactionTypeSchema>;

/** One wallet movement: a top-up (positive) or spend (negative), with the balance after. */
export const prepayTransactionSchema = z
  .object({
    transactionId: z.string(),
    occurredAt: isoDateTimeSchema,
    transactionType: prepayTransactionTypeSchema,
    description: z.string(),
    amount: centsSchema,
    balanceAfter: centsSchema,
    paymentMethod: z.string().nullable(),
  })
  .meta({ id: 'PrepayTransaction' });
export type PrepayTransaction = z.infer<typeof prepayTransactionSchema>;

export const PREPAY_HISTORY_DEFAULT_COUNT = 20;
export const PREPAY_HISTORY_MAX_COUNT = 100;

/**
 * ?recordCount&recordsPriorTo: the newest entries strictly before the given instant (before
 * now when left out), newest first, each page's oldest instant being the next page's
 * recordsPriorTo. A page never splits entries that share one instant: when the entry after
 * the last that fits has the same instant, the page ends before that instant and the whole
 * group starts the next page; a group larger than recordCount comes whole as one longer page.
 * So paging with nextRecordsPriorTo returns every entry exactly once. Instants are compared to
 * the millisecond, as the ISO form carries them.
 */
export const prepayTransactionHistoryQuerySchema = z.object({
  recordCount: z.coerce
    .number()
    .int()
    .min(1)
    .max(PREPAY_HISTORY_MAX_COUNT)
    .default(PREPAY_HISTORY_DEFAULT_COUNT),
  recordsPriorTo: z.iso
    .datetime({ offset: true, error: 'Give recordsPriorTo as an ISO date and time.' })
    .optional(),
});
export type PrepayTransactionHistoryQuery = z.input<typeof prepayTransactionHistoryQuerySchema>;

export const prepayTransactionHistorySchema = z
  .object({
    transactions: z.array(prepayTransactionSchema),
    /** Pass as recordsPriorTo for the next (older) page; null when there is none. */
    nextRecordsPriorTo: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'PrepayTransactionHistory' });
export type PrepayTransactionHistory = z.infer<typeof prepayTransactionHistorySchema>;
