import { z } from 'zod';
import { DIRECT_DEBIT_CARD_TYPES, type CardType as CardPatternType } from '@portal/domain';
import { topUpOperationSchema } from './enums';
import { accountCodeSchema, centsSchema, isoDateTimeSchema, msisdnSchema } from './scalars';

export const cardTypeSchema = z.enum(['Visa', 'Mastercard', 'Amex', 'Diners', 'Discover', 'JCB']);
export type CardType = z.infer<typeof cardTypeSchema>;

const CARD_TYPE_NAMES: Record<CardPatternType, CardType> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  diners: 'Diners',
  discover: 'Discover',
  jcb: 'JCB',
};

/** The domain's card type (from the card patterns) as the API names it. */
export function cardTypeName(type: CardPatternType): CardType {
  return CARD_TYPE_NAMES[type];
}

/** Spec section 5: the saved cards the direct-debit (payment method) page pays bills with. */
export function isDirectDebitCardType(type: string): boolean {
  return DIRECT_DEBIT_CARD_TYPES.some((pattern) => cardTypeName(pattern) === type);
}

/** The API keeps a gateway token, never the card number or CVV. */
export const savedCardSchema = z
  .object({
    cardId: z.string().min(1),
    type: cardTypeSchema,
    maskedNumber: z
      .string()
      .regex(/^[•*]+\d{4}$/, 'Only the last 4 digits may be shown')
      .meta({ example: '************1111' }),
    expiry: z
      .string()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry must be MM/YY')
      .meta({ example: '08/29' }),
  })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof savedCardSchema>;

const amountSchema = centsSchema.positive();

export const lowBalanceAutoTopUpSchema = z
  .object({
    amount: amountSchema,
    // The recharge API's lowBalanceThresholdIncludingGst; the spec's entity list leaves it out.
    lowBalanceThreshold: centsSchema.nonnegative(),
    cardId: z.string().min(1),
    requiresCustomerConfirmation: z.boolean(),
  })
  .meta({ id: 'LowBalanceAutoTopUp' });
export type LowBalanceAutoTopUp = z.infer<typeof lowBalanceAutoTopUpSchema>;

export const monthlyAutoTopUpSchema = z
  .object({
    targetMsisdn: msisdnSchema,
    cardId: z.string().min(1),
    dayOfMonth: z.number().int().min(1).max(28),
    amount: amountSchema,
  })
  .meta({ id: 'MonthlyAutoTopUp' });
export type MonthlyAutoTopUp = z.infer<typeof monthlyAutoTopUpSchema>;

export const autopaySchema = z
  .object({
    cardId: z.string().min(1).nullable(),
    enabled: z.boolean(),
  })
  .meta({ id: 'Autopay' });
export type Autopay = z.infer<typeof autopaySchema>;

export const recurringPaymentTypeSchema = z.enum([
  'Manual',
  'DirectDebit',
  'CreditCard',
  'PaperlessDirectDebit',
]);
export type RecurringPaymentType = z.infer<typeof recurringPaymentTypeSchema>;

/** NZ bank account 2-4-7-2or3, kept as its four parts. */
export const directDebitDetailsSchema = z
  .object({
    payee: z.string().trim().min(1).max(50),
    bankCode: z.string().regex(/^\d{2}$/),
    bankBranch: z.string().regex(/^\d{4}$/),
    bankAccount: z.string().regex(/^\d{7}$/),
    bankSuffix: z.string().regex(/^\d{2,3}$/),
  })
  .meta({ id: 'DirectDebitDetails' });
export type DirectDebitDetails = z.infer<typeof directDebitDetailsSchema>;

// The spec does not show its fields: the saved card plus the name on it.
export const creditCardDetailsSchema = savedCardSchema
  .extend({ cardholderName: z.string().trim().min(1) })
  .meta({ id: 'CreditCardDetails' });
export type CreditCardDetails = z.infer<typeof creditCardDetailsSchema>;

export const recurringPaymentMethodSchema = z
  .discriminatedUnion('recurringPaymentType', [
    z.object({ recurringPaymentType: z.literal('Manual') }),
    z.object({
      recurringPaymentType: z.enum(['DirectDebit', 'PaperlessDirectDebit']),
      directDebitDetails: directDebitDetailsSchema,
    }),
    z.object({
      recurringPaymentType: z.literal('CreditCard'),
      creditCardDetails: creditCardDetailsSchema,
    }),
  ])
  .meta({ id: 'RecurringPaymentMethod' });
export type RecurringPaymentMethod = z.infer<typeof recurringPaymentMethodSchema>;

/**
 * A top-up waiting for the return from the hosted payment page. It lives in the
 * browser's local storage, so it is parsed again when read back.
 */
export const pendingTopUpTransactionSchema = z
  .object({
    transactionGuid: z.string().min(1),
    operation: topUpOperationSchema,
    accountCode: accountCodeSchema,
    targetMsisdn: msisdnSchema,
    amount: amountSchema,
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'PendingTopUpTransaction' });
export type PendingTopUpTransaction = z.infer<typeof pendingTopUpTransactionSchema>;
