import {
  lowBalanceThresholdSchema,
  putMonthlyAutoTopUpSchema,
  voucherOrderSchema,
} from '@portal/contracts';
import type { RechargeConfiguration, TopUpDialogStep } from '@portal/contracts';
import {
  FORM_MESSAGES,
  NO_SAVED_CARD,
  centsToAmountInput,
  checkPaymentAmount,
  deriveTopUpOperation,
  formatNzd,
  isNewCardSelection,
  parseAmountToCents,
  topUpSubmitLabel,
} from '@portal/domain';
import type { AutoTopUpMethod, TopUpOperation, TopUpPaymentMethod } from '@portal/domain';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import type { OperationRequest } from '../api/operation-request';

/** What the top-up tab's form holds, as typed. */
export interface TopUpFormValues {
  paymentMethod: TopUpPaymentMethod;
  /** A saved card's id, or NO_SAVED_CARD for a new card. */
  selectedCardId: string;
  amount: string;
  saveCard: boolean;
  voucherNumber: string;
  autoTopUpTicked: boolean;
  autoTopUpMethod: AutoTopUpMethod;
  threshold: string;
  requiresCustomerConfirmation: boolean;
  dayOfMonth: string;
  termsAccepted: boolean;
}

/** The fields the form's rules check; each error is named by its field. */
export type TopUpField =
  'amount' | 'selectedCardId' | 'voucherNumber' | 'threshold' | 'dayOfMonth' | 'termsAccepted';
/** Each field's message, as the form's rules give it. */
export type TopUpErrors = Partial<Record<TopUpField, ReactNode>>;

export const CHOOSE_SAVED_CARD_MESSAGE =
  'Choose a saved card. To use a new card, top up with it and save it first.';

/** A card picked first when there is one; the threshold the line has, or $5.00. */
export function initialTopUpValues(config: RechargeConfiguration): TopUpFormValues {
  return {
    paymentMethod: 'CreditDebitCard',
    selectedCardId: config.savedCards[0]?.cardId ?? NO_SAVED_CARD,
    amount: '',
    saveCard: false,
    voucherNumber: '',
    autoTopUpTicked: false,
    autoTopUpMethod: 'lowBalance',
    threshold: centsToAmountInput(config.autoTopup?.lowBalanceThresholdIncludingGst ?? 500),
    requiresCustomerConfirmation: false,
    dayOfMonth: '',
    termsAccepted: false,
  };
}

type Limits = RechargeConfiguration['limits'];

/** Up to 2 decimals, commas become dots, inside the configured range (spec section 5). */
export function amountError(text: string, limits: Limits): string | undefined {
  const check = checkPaymentAmount(text, {
    minCents: limits.minimumTopUp,
    maxCents: limits.maximumTopUp,
  });
  if (check.valid) return undefined;
  if (check.reason === 'below-min') return `Top up at least ${formatNzd(limits.minimumTopUp)}.`;
  if (check.reason === 'above-max') return `Top up at most ${formatNzd(limits.maximumTopUp)}.`;
  return FORM_MESSAGES.paymentAmount;
}

/** The amount's rule, in amountError's words. */
function topUpAmountSchema(limits: Limits) {
  return z.string().superRefine((text, context) => {
    const message = amountError(text, limits);
    if (message !== undefined) context.addIssue({ code: 'custom', message });
  });
}

/** A balance in dollars and cents typed, within the contract's threshold. */
const thresholdSchema = z
  .string()
  .transform((text, context) => {
    const cents = parseAmountToCents(text);
    if (cents !== undefined && cents >= 0) return cents;
    context.addIssue({ code: 'custom', message: FORM_MESSAGES.paymentAmount });
    return z.NEVER;
  })
  .pipe(lowBalanceThresholdSchema);

/** 1 to 28, whole days only; anything else is refused as day 0 is, in the same words. */
const dayOfMonthInputSchema = z
  .string()
  .transform((text) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : 0))
  .pipe(putMonthlyAutoTopUpSchema.shape.dayOfMonth);

const voucherNumberSchema = voucherOrderSchema.shape.voucherNumber;

/** The operations that put money on the wallet, refused during maintenance. */
export function movesMoney(operation: TopUpOperation): boolean {
  return ['TopUp', 'TopUpFromNewCard', 'OnlineBankingTopUp', 'VoucherTopUp'].includes(operation);
}

/** Going to the gateway's page takes two steps around the redirect; the rest take one. */
export function topUpDialogStep(operation: TopUpOperation): TopUpDialogStep {
  return operation === 'TopUpFromNewCard' || operation === 'OnlineBankingTopUp'
    ? 'BEFORE_PAYMARK'
    : 'ONE_STEP';
}

/** What an auto top-up charges: a card already saved (spec section 5). */
const savedCardSchema = z
  .string()
  .refine((cardId) => !isNewCardSelection(cardId), CHOOSE_SAVED_CARD_MESSAGE);

const termsSchema = z.boolean().refine(Boolean, FORM_MESSAGES.agreeToConditions);

/**
 * The form's rules for the operation its values lead to (decision 039): only the fields
 * that operation sends are checked. An auto top-up needs a saved card and accepted terms
 * (spec section 5).
 */
export function topUpFormSchema(operation: TopUpOperation, limits: Limits) {
  const rules: { [Field in TopUpField]?: z.ZodType } = {};
  if (operation === 'VoucherTopUp') rules.voucherNumber = voucherNumberSchema;
  else rules.amount = topUpAmountSchema(limits);
  if (operation === 'AddingLowBalanceAutoTopUp' || operation === 'AddingMonthlyAutoTopUp') {
    rules.selectedCardId = savedCardSchema;
    rules.termsAccepted = termsSchema;
  }
  if (operation === 'AddingLowBalanceAutoTopUp') rules.threshold = thresholdSchema;
  if (operation === 'AddingMonthlyAutoTopUp') rules.dayOfMonth = dayOfMonthInputSchema;
  return z.object(rules);
}

export interface TopUpFormReading {
  errors: TopUpErrors;
  /** What to send; null while something is wrong. */
  request: OperationRequest | null;
}

/** Checks the form by its rules for the operation and, when nothing is wrong, says what to send. */
export function readTopUpForm(
  values: TopUpFormValues,
  operation: TopUpOperation,
  limits: Limits,
): TopUpFormReading {
  const errors: TopUpErrors = schemaValidate(topUpFormSchema(operation, limits))(values);
  return {
    errors,
    request: Object.keys(errors).length === 0 ? topUpRequestOf(values, operation) : null,
  };
}

/**
 * The values as they apply now: a card removed meanwhile is no longer a choice, so the
 * first saved card (or a new one) is.
 */
export function withCardStillSaved(
  values: TopUpFormValues,
  config: RechargeConfiguration,
): TopUpFormValues {
  const cardIds = config.savedCards.map((card) => card.cardId);
  const { selectedCardId } = values;
  if (isNewCardSelection(selectedCardId) || cardIds.includes(selectedCardId)) return values;
  return { ...values, selectedCardId: cardIds[0] ?? NO_SAVED_CARD };
}

/** What the top-up tab's submit does with these values. */
export function topUpOperationOf(
  values: TopUpFormValues,
  config: RechargeConfiguration,
): TopUpOperation {
  return deriveTopUpOperation({
    tab: 'topUp',
    autopayEnabled: config.autopay.enabled,
    paymentMethod: values.paymentMethod,
    autoTopUpTicked: values.autoTopUpTicked,
    autoTopUpMethod: values.autoTopUpMethod,
    selectedCardId: values.selectedCardId,
  });
}

/** The call to make for a form already checked; null for operations the form does not make. */
function topUpRequestOf(
  values: TopUpFormValues,
  operation: TopUpOperation,
): OperationRequest | null {
  const amount = parseAmountToCents(values.amount) ?? 0;
  const cardId = values.selectedCardId;
  switch (operation) {
    case 'TopUp':
      return { operation, cardId, amount };
    case 'TopUpFromNewCard':
      return { operation, amount, saveCard: values.saveCard };
    case 'OnlineBankingTopUp':
      return { operation, amount };
    case 'VoucherTopUp':
      return { operation, voucherNumber: voucherNumberSchema.parse(values.voucherNumber) };
    case 'AddingLowBalanceAutoTopUp':
      return {
        operation,
        cardId,
        amount,
        threshold: parseAmountToCents(values.threshold) ?? 0,
        requiresCustomerConfirmation: values.requiresCustomerConfirmation,
      };
    case 'AddingMonthlyAutoTopUp':
      return { operation, cardId, amount, dayOfMonth: Number(values.dayOfMonth.trim()) };
    default:
      return null;
  }
}

/** Common top-ups, offered as one-tap amounts where the line's limits allow them. */
export const SUGGESTED_TOP_UPS = [1000, 2000, 3000, 5000] as const;

export function suggestedTopUps(limits: Limits): number[] {
  return SUGGESTED_TOP_UPS.filter(
    (cents) => cents >= limits.minimumTopUp && cents <= limits.maximumTopUp,
  );
}

/** The submit button says what it does: "Top up $20.00" once the amount is a valid one. */
export function submitLabelOf(
  values: TopUpFormValues,
  operation: TopUpOperation,
  limits: Limits,
): string {
  const paysAmount = movesMoney(operation) && operation !== 'VoucherTopUp';
  if (!paysAmount || amountError(values.amount, limits) !== undefined) {
    return topUpSubmitLabel(operation);
  }
  return `Top up ${formatNzd(parseAmountToCents(values.amount) ?? 0)}`;
}
