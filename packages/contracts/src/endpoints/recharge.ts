// Issue 6: recharge (spec section 7, /recharge/v1) and the voucher order of /sales/v4.
// Amounts are integer cents including GST. Calls that move money carry an Idempotency-Key
// header (see payments.ts): a retry with the same key gets the first answer.
import { z } from 'zod';
import { normaliseVoucherNumber } from '@portal/domain';
import { gatewayLinkSchema } from './gateway';
import {
  lowBalanceThresholdSchema,
  monthlyTopUpDaySchema,
  prepayAccountServiceParamsSchema,
  termsAcceptedSchema,
  topUpAmountSchema,
} from './prepay-management';
import { savedCardSchema } from '../entities/payments';
import {
  accountCodeSchema,
  centsSchema,
  isoDateSchema,
  isoDateTimeSchema,
  msisdnSchema,
} from '../entities/scalars';

export const rechargeConfigurationParamsSchema = prepayAccountServiceParamsSchema;

/** A saved card as the top-up screen lists it: in-use cards first, each with its use. */
export const rechargeSavedCardSchema = savedCardSchema
  .extend({
    removable: z.boolean(),
    /** The spec's wording, e.g. 'Used as Autopay payment method'; null when unused. */
    usageDescription: z.string().nullable(),
  })
  .meta({ id: 'RechargeSavedCard' });
export type RechargeSavedCard = z.infer<typeof rechargeSavedCardSchema>;

/** An automatic top-up that did not go through, shown on the top-up screen. */
export const autoTopUpFailureSchema = z
  .object({
    rechargeTransactionId: z.string(),
    trigger: z.enum(['LowBalance', 'Monthly']),
    amount: centsSchema,
    failedAt: isoDateTimeSchema,
    message: z.string(),
  })
  .meta({ id: 'AutoTopUpFailure' });
export type AutoTopUpFailure = z.infer<typeof autoTopUpFailureSchema>;

/** A low-balance top-up held for the customer's yes (requiresCustomerConfirmation). */
export const pendingAutoTopUpConfirmationSchema = z
  .object({
    rechargeTransactionId: z.string(),
    amount: centsSchema,
    cardId: z.string(),
    requestedAt: isoDateTimeSchema,
  })
  .meta({ id: 'PendingAutoTopUpConfirmation' });

/** GET /recharge/v1/configuration/accounts/{a}/serviceEntities/{s}. */
export const rechargeConfigurationSchema = z
  .object({
    accountCode: accountCodeSchema,
    serviceEntity: msisdnSchema,
    balance: centsSchema,
    balanceExpiryDate: isoDateSchema.nullable(),
    limits: z.object({ minimumTopUp: centsSchema, maximumTopUp: centsSchema }),
    savedCards: z.array(rechargeSavedCardSchema),
    autopay: z.object({ enabled: z.boolean(), cardId: z.string().nullable() }),
    autoTopup: z
      .object({
        cardId: z.string(),
        topupAmountIncludingGst: centsSchema,
        lowBalanceThresholdIncludingGst: centsSchema,
        requiresCustomerConfirmation: z.boolean(),
      })
      .nullable(),
    monthlyAutoTopups: z.array(
      z.object({
        targetServiceEntity: msisdnSchema,
        cardId: z.string(),
        dayOfMonth: z.number().int().min(1).max(28),
        topupAmountIncludingGst: centsSchema,
        nextRunDate: isoDateSchema,
      }),
    ),
    /** The newest automatic top-up that failed since the last one that worked, if any. */
    lastAutoTopUpFailure: autoTopUpFailureSchema.nullable(),
    pendingConfirmation: pendingAutoTopUpConfirmationSchema.nullable(),
  })
  .meta({ id: 'RechargeConfiguration' });
export type RechargeConfiguration = z.infer<typeof rechargeConfigurationSchema>;

/** PUT …/autoPay. */
export const putAutoPaySchema = z
  .strictObject({ cardId: z.string().min(1), termsAccepted: termsAcceptedSchema })
  .meta({ id: 'PutAutoPay' });

/** PUT …/autotopup: the low-balance auto top-up. */
export const putAutoTopUpSchema = z
  .strictObject({
    cardId: z.string().min(1),
    topupAmountIncludingGst: topUpAmountSchema,
    lowBalanceThresholdIncludingGst: lowBalanceThresholdSchema,
    requiresCustomerConfirmation: z.boolean(),
    termsAccepted: termsAcceptedSchema,
  })
  .meta({ id: 'PutAutoTopUp' });
export type PutAutoTopUp = z.infer<typeof putAutoTopUpSchema>;

/** PUT …/monthlyAutoTopup. */
export const putMonthlyAutoTopUpSchema = z
  .strictObject({
    targetServiceEntity: msisdnSchema,
    cardId: z.string().min(1),
    dayOfMonth: monthlyTopUpDaySchema,
    topupAmountIncludingGst: topUpAmountSchema,
    termsAccepted: termsAcceptedSchema,
  })
  .meta({ id: 'PutMonthlyAutoTopUp' });
export type PutMonthlyAutoTopUp = z.infer<typeof putMonthlyAutoTopUpSchema>;

/** DELETE …/monthlyAutoTopup?targetServiceEntity. */
export const deleteRechargeMonthlyQuerySchema = z.object({ targetServiceEntity: msisdnSchema });

/* ---- Money ---- */

export const rechargeStatusSchema = z.enum([
  'Pending',
  'AwaitingConfirmation',
  'Approved',
  'Declined',
  'Cancelled',
  'Failed',
]);
export type RechargeStatus = z.infer<typeof rechargeStatusSchema>;

/** What a top-up came to; the balance is read after it settled. */
export const rechargeResultSchema = z
  .object({
    rechargeTransactionId: z.string(),
    status: rechargeStatusSchema,
    amount: centsSchema,
    targetMsisdn: msisdnSchema,
    /** The wallet after the top-up; null while it is not settled. */
    balanceAfter: centsSchema.nullable(),
    /** Set when a new card was saved with the top-up. */
    savedCardId: z.string().nullable(),
    /** Why it did not go through, in words for the customer. */
    message: z.string().nullable(),
  })
  .meta({ id: 'RechargeResult' });
export type RechargeResult = z.infer<typeof rechargeResultSchema>;

/** POST /recharge/v1/payments/accounts/{a}/cards/{cardId}/payment. */
export const savedCardRechargeParamsSchema = z.object({
  accountCode: accountCodeSchema,
  cardId: z.string().min(1).max(64),
});
export const savedCardRechargeSchema = z
  .strictObject({ amount: topUpAmountSchema, targetMsisdn: msisdnSchema })
  .meta({ id: 'SavedCardRecharge' });
export type SavedCardRecharge = z.infer<typeof savedCardRechargeSchema>;

/** POST /recharge/v1/payments/accounts/{a}/initiatePayment. */
export const initiateRechargePaymentSchema = z
  .strictObject({
    amount: topUpAmountSchema,
    targetMsisdn: msisdnSchema,
    saveCard: z.boolean().default(false),
    /** Where the gateway sends the browser back: a path of this portal only. */
    callbackUrl: z
      .string()
      .regex(/^\/[^/\\]/, 'The callback must be a path of this portal.')
      .max(200),
    paymentMethod: z.enum(['CreditCard', 'OnlineEftpos']),
  })
  .meta({ id: 'InitiateRechargePayment' });
export type InitiateRechargePayment = z.input<typeof initiateRechargePaymentSchema>;

/** What initiatePayment answers: the ids to keep as the pending top-up, and where to go. */
export const initiatedRechargeSchema = z
  .object({
    rechargeTransactionId: z.string(),
    transactionGuid: z.string(),
    amount: centsSchema,
    links: z.array(gatewayLinkSchema),
  })
  .meta({ id: 'InitiatedRecharge' });
export type InitiatedRecharge = z.infer<typeof initiatedRechargeSchema>;

/** POST /recharge/v1/accounts/{a}/rechargeTransactions/{id}/process. */
export const rechargeTransactionParamsSchema = z.object({
  accountCode: accountCodeSchema,
  rechargeTransactionId: z.uuid(),
});

/**
 * The body of …/process. A top-up back from the gateway needs none: it is settled from the
 * gateway's own record. A low-balance top-up AwaitingConfirmation is charged on Confirm and
 * cancelled on Decline.
 */
export const processRechargeSchema = z
  .strictObject({ decision: z.enum(['Confirm', 'Decline']).optional() })
  .meta({ id: 'ProcessRecharge' });
export type ProcessRecharge = z.infer<typeof processRechargeSchema>;

/** GET /recharge/v1/maintenanceWindows/active. */
export const activeMaintenanceWindowSchema = z
  .object({
    active: z.boolean(),
    window: z
      .object({ startsAt: isoDateTimeSchema, endsAt: isoDateTimeSchema, message: z.string() })
      .nullable(),
  })
  .meta({ id: 'ActiveMaintenanceWindow' });
export type ActiveMaintenanceWindow = z.infer<typeof activeMaintenanceWindowSchema>;

/** The message of a top-up refused during maintenance. */
export const MAINTENANCE_TOP_UP_MESSAGE =
  'Top-ups are paused for scheduled maintenance. Please try again after it ends.';

/* ---- Voucher (sales v4) ---- */

/** POST /sales/v4/ordering/accounts/{a}/orders: redeem a top-up voucher on a prepay line. */
export const voucherOrderSchema = z
  .strictObject({
    orderType: z.literal('VoucherRedemption'),
    serviceEntity: msisdnSchema,
    voucherNumber: z
      .string()
      .transform(normaliseVoucherNumber)
      .pipe(z.string().regex(/^\d{12}$/, 'Enter the 12 digits of the voucher.')),
  })
  .meta({ id: 'VoucherOrder' });
export type VoucherOrder = z.input<typeof voucherOrderSchema>;

export const voucherOrderResultSchema = z
  .object({
    orderId: z.string(),
    amount: centsSchema,
    balanceAfter: centsSchema,
  })
  .meta({ id: 'VoucherOrderResult' });
export type VoucherOrderResult = z.infer<typeof voucherOrderResultSchema>;

export const VOUCHER_INVALID_MESSAGE = 'That voucher number is not valid.';
export const VOUCHER_USED_MESSAGE = 'That voucher has already been used.';

/* ---- Outcomes in words (RechargeResult.message) ---- */

/** A top-up the card's bank or the gateway declined; the reason is added when known. */
export const RECHARGE_DECLINED_MESSAGE =
  'Your payment was declined, so your balance has not changed.';
export const RECHARGE_CANCELLED_MESSAGE =
  'The top-up was cancelled, so your balance has not changed.';
export const RECHARGE_FAILED_MESSAGE =
  'We could not complete the top-up, so your balance has not changed. Please try again later.';
/** A low-balance auto top-up the customer said no to (process with decision Decline). */
export const AUTO_TOP_UP_DECLINED_BY_CUSTOMER_MESSAGE = 'You declined this Auto Top Up.';
/** A top-up (usually an automatic one) whose saved card was removed before it was charged. */
export const SAVED_CARD_GONE_MESSAGE =
  'The saved card for this top-up is no longer available, so your balance has not changed.';
