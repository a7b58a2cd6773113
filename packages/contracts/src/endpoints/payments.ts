import { z } from 'zod';
import { gatewayLinkSchema } from './gateway';
import { paymentReturnStatusSchema } from '../entities/enums';
import { cardTypeSchema, directDebitDetailsSchema, savedCardSchema } from '../entities/payments';
import { centsSchema, isoDateTimeSchema } from '../entities/scalars';

/*
 * Payments calls of spec section 7, at /api/payments/v2/accounts/{accountCode}/…, plus the
 * public outcome call the /onlinepayments page reads. Calls that move money carry an
 * `Idempotency-Key` header (8–100 characters): a retry with the same key and body gets the
 * first answer and never charges twice; the same key with another body is refused (422).
 */

export const idempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .meta({ description: 'A fresh random key per payment attempt, reused on retries' }),
});

/** GET …/surcharges: the percentage added to card payments, shown before paying. */
export const surchargesSchema = z
  .object({
    creditCardPercentage: z.number().min(0).meta({ example: 1.5 }),
  })
  .meta({ id: 'Surcharges' });
export type Surcharges = z.infer<typeof surchargesSchema>;

/**
 * The four confirmations of spec section 5 a direct debit needs; each must be true.
 */
export const directDebitConfirmationsSchema = z.strictObject({
  authorisedToOperateAccount: z.literal(true),
  acknowledgesBankAcceptance: z.literal(true),
  authorisesPaymentOnDueDate: z.literal(true),
  acceptsTermsAndConditions: z.literal(true),
});
export type DirectDebitConfirmations = z.infer<typeof directDebitConfirmationsSchema>;

/** PUT …/recurringPaymentMethod. */
export const updateRecurringPaymentMethodSchema = z
  .discriminatedUnion('recurringPaymentType', [
    z.strictObject({ recurringPaymentType: z.literal('Manual') }),
    z.strictObject({
      recurringPaymentType: z.enum(['DirectDebit', 'PaperlessDirectDebit']),
      directDebitDetails: directDebitDetailsSchema,
      confirmations: directDebitConfirmationsSchema,
    }),
    z.strictObject({
      recurringPaymentType: z.literal('CreditCard'),
      /** A saved card of this account (Visa or Mastercard only on this page). */
      cardId: z.string().min(1),
    }),
  ])
  .meta({ id: 'UpdateRecurringPaymentMethod' });
export type UpdateRecurringPaymentMethod = z.infer<typeof updateRecurringPaymentMethodSchema>;

/** POST …/transactions (first card provider): a payment on the hosted page. */
export const createCardTransactionSchema = z
  .strictObject({
    /** Cents, before surcharge; the server adds the surcharge. */
    amount: centsSchema.positive(),
    saveCard: z.boolean().default(false),
    method: z.enum(['CreditCard', 'OnlineEftpos']).default('CreditCard'),
  })
  .meta({ id: 'CreateCardTransaction' });
export type CreateCardTransaction = z.input<typeof createCardTransactionSchema>;

/** What a created payment answers: where to send the browser and what it will cost. */
export const cardTransactionSchema = z
  .object({
    transactionLocalId: z.string().min(1),
    transactionGuid: z.string().min(1),
    amount: centsSchema,
    surcharge: centsSchema,
    total: centsSchema,
    links: z.array(gatewayLinkSchema),
  })
  .meta({ id: 'CardTransaction' });
export type CardTransaction = z.infer<typeof cardTransactionSchema>;

export const paymentStatusSchema = z.enum(['Pending', 'Approved', 'Declined', 'Cancelled']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The settled outcome of a payment, from the gateway's own record. */
export const paymentResultSchema = z
  .object({
    transactionLocalId: z.string().min(1),
    transactionGuid: z.string().nullable(),
    accountCode: z.string(),
    status: paymentStatusSchema,
    returnStatus: paymentReturnStatusSchema,
    amount: centsSchema,
    surcharge: centsSchema,
    total: centsSchema,
    method: z.enum(['CreditCard', 'OnlineBanking']),
    card: z.object({ type: cardTypeSchema, maskedNumber: z.string() }).nullable(),
    /** The saved card, when the payment asked to save it and was approved. */
    savedCard: savedCardSchema.nullable(),
    declineReason: z.string().nullable(),
    /** Balance after the payment (positive = owing); null unless approved. */
    balanceAfter: centsSchema.nullable(),
    completedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** GET /api/payments/v2/onlinePayments/{transactionGuid}?transaction_local_id=: public outcome. */
export const onlinePaymentQuerySchema = z.object({ transaction_local_id: z.string().min(1) });
export const onlinePaymentOutcomeSchema = paymentResultSchema
  .pick({
    transactionLocalId: true,
    transactionGuid: true,
    status: true,
    returnStatus: true,
    amount: true,
    surcharge: true,
    total: true,
    method: true,
    card: true,
    declineReason: true,
    completedAt: true,
  })
  .meta({ id: 'OnlinePaymentOutcome' });
export type OnlinePaymentOutcome = z.infer<typeof onlinePaymentOutcomeSchema>;

/** POST …/creditCardTransactions (second card provider): save a card, amount 0. */
export const createCreditCardTransactionSchema = z
  .strictObject({
    transactionType: z.literal('Authorisation'),
    amount: z.literal(0),
    businessGroup: z.string().min(1),
    callbackUrls: z.strictObject({ approvedUrl: z.url() }),
    saveCard: z.literal(true),
  })
  .meta({ id: 'CreateCreditCardTransaction' });
export type CreateCreditCardTransaction = z.infer<typeof createCreditCardTransactionSchema>;

/** Its answer: the card-submit link (rel ajaxSubmitCard) the browser posts the card to. */
export const creditCardTransactionSchema = z
  .object({ id: z.string().min(1), links: z.array(gatewayLinkSchema) })
  .meta({ id: 'CreditCardTransaction' });
export type CreditCardTransaction = z.infer<typeof creditCardTransactionSchema>;

/** POST …/creditCardTransactions/{id}/process: the card the gateway saved. */
export const processedCreditCardTransactionSchema = z
  .object({ savedCard: savedCardSchema })
  .meta({ id: 'ProcessedCreditCardTransaction' });
export type ProcessedCreditCardTransaction = z.infer<typeof processedCreditCardTransactionSchema>;

/** POST …/payments (second provider): pay with a saved card. */
export const createSavedCardPaymentSchema = z
  .strictObject({ cardId: z.string().min(1), amount: centsSchema.positive() })
  .meta({ id: 'CreateSavedCardPayment' });
export type CreateSavedCardPayment = z.infer<typeof createSavedCardPaymentSchema>;

/** GET …/creditcards: saved cards, not removable ones first, with what uses them. */
export const listedSavedCardSchema = savedCardSchema
  .extend({
    removable: z.boolean(),
    /** 'Used as Autopay payment method' etc. (spec section 4), or null. */
    usedAs: z.string().nullable(),
  })
  .meta({ id: 'ListedSavedCard' });
export type ListedSavedCard = z.infer<typeof listedSavedCardSchema>;

/** DELETE …/creditcards/{cardId}: 'Card removed successfully'. */
export const CARD_REMOVED_MESSAGE = 'Card removed successfully';
export const CARD_REMOVE_FAILED_MESSAGE = 'Failed to remove card';
export const CARD_REMOVE_PROBLEM_MESSAGE =
  'There was a problem removing your saved card. Please try again later';
