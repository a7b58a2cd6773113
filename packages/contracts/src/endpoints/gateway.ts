import { z } from 'zod';
import { cardTypeSchema } from '../entities/payments';
import { centsSchema, isoDateTimeSchema } from '../entities/scalars';

/*
 * The card and online-banking gateway's merchant API, as the sandbox module serves it at
 * /gateway/api/v1 and as the payments API calls it. A real provider's adapter maps its own
 * API onto these shapes. Calls carry `Authorization: Bearer {GATEWAY_API_KEY}`; the ones
 * that create something also carry an `Idempotency-Key` header. The hosted pages return to
 * the callback URL with transaction_local_id, transactionGuid and a paymentReturnStatus.
 */

export const gatewayTransactionKindSchema = z.enum(['Purchase', 'Authorisation']);
export const gatewayMethodSchema = z.enum(['CreditCard', 'OnlineEftpos']);
export const gatewayTransactionStatusSchema = z.enum([
  'Pending',
  'Approved',
  'Declined',
  'Cancelled',
]);
export type GatewayTransactionStatus = z.infer<typeof gatewayTransactionStatusSchema>;

/**
 * A link the gateway hands back. `hostedPage` is opened by a full-page redirect;
 * `ajaxSubmitCard` takes the card as JSON straight from the browser (spec section 7: the
 * portal posts to a card-submit link only when its rel is ajaxSubmitCard).
 */
export const gatewayLinkSchema = z.object({
  rel: z.string().min(1).meta({ example: 'ajaxSubmitCard' }),
  href: z.string().min(1),
  method: z.enum(['GET', 'POST']),
});
export type GatewayLink = z.infer<typeof gatewayLinkSchema>;

/** POST /gateway/api/v1/transactions */
export const createGatewayTransactionSchema = z.strictObject({
  kind: gatewayTransactionKindSchema,
  method: gatewayMethodSchema,
  /** Cents; 0 for an Authorisation that only saves a card. */
  amount: centsSchema.nonnegative(),
  currency: z.literal('NZD').default('NZD'),
  saveCard: z.boolean().default(false),
  /** The merchant's own id for this payment; returned as transaction_local_id. */
  merchantReference: z.string().min(1).max(64),
  /** Shown on the hosted page ("Pay Harbour"); the sandbox's own name when left out. */
  merchantName: z.string().trim().min(1).max(64).optional(),
  /** Absolute URLs the hosted page returns to, with transaction_local_id, transactionGuid and status. */
  callbackUrls: z.strictObject({
    approvedUrl: z.url(),
    declinedUrl: z.url().optional(),
    cancelledUrl: z.url().optional(),
  }),
});
export type CreateGatewayTransaction = z.input<typeof createGatewayTransactionSchema>;

/** POST /gateway/api/v1/tokens/{token}/transactions: charge a saved card, decided at once. */
export const chargeGatewayTokenSchema = z.strictObject({
  amount: centsSchema.positive(),
  currency: z.literal('NZD').default('NZD'),
  merchantReference: z.string().min(1).max(64),
});
export type ChargeGatewayToken = z.input<typeof chargeGatewayTokenSchema>;

/** A card's expiry as the gateway takes and describes it: the month and the four-digit year. */
const cardExpiryFields = {
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
};

/** The card as the gateway describes it after tokenising: never the number itself. */
export const gatewayCardSchema = z.object({
  /** Null when the card was only charged, not kept: type and last four still show on receipts. */
  token: z.string().min(1).nullable(),
  type: cardTypeSchema,
  last4: z.string().regex(/^\d{4}$/),
  ...cardExpiryFields,
  cardholderName: z.string().nullable(),
});
export type GatewayCard = z.infer<typeof gatewayCardSchema>;

/** What every transaction call answers, including GET /gateway/api/v1/transactions/{id}. */
export const gatewayTransactionSchema = z.object({
  id: z.string().min(1).meta({ description: 'The transactionGuid' }),
  kind: gatewayTransactionKindSchema,
  method: gatewayMethodSchema,
  amount: centsSchema.nonnegative(),
  currency: z.literal('NZD'),
  status: gatewayTransactionStatusSchema,
  merchantReference: z.string(),
  /** Present once a card was submitted or charged by token; its token only when it was kept. */
  card: gatewayCardSchema.nullable(),
  declineReason: z.string().nullable(),
  links: z.array(gatewayLinkSchema),
  createdAt: isoDateTimeSchema,
  completedAt: isoDateTimeSchema.nullable(),
});
export type GatewayTransaction = z.infer<typeof gatewayTransactionSchema>;

/** POST to an ajaxSubmitCard link, straight from the browser; card data never reaches the API. */
export const submitCardSchema = z.strictObject({
  cardholderName: z.string().trim().min(1).max(64),
  cardNumber: z.string().trim().min(12).max(23),
  ...cardExpiryFields,
  cvc: z.string().regex(/^\d{3,4}$/),
});
export type SubmitCard = z.infer<typeof submitCardSchema>;

/** The answer to a card submit: the outcome and where the browser goes next (the callback). */
export const submitCardResultSchema = z.object({
  status: gatewayTransactionStatusSchema,
  declineReason: z.string().nullable(),
  redirectUrl: z.url(),
});
export type SubmitCardResult = z.infer<typeof submitCardResultSchema>;
