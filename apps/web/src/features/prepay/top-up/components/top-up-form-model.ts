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
  formatNzd,
  isNewCardSelection,
  parseAmountToCents,
  topUpSubmitLabel,
} from '@portal/domain';
import type { AutoTopUpMethod, TopUpOperation, TopUpPaymentMethod } from '@portal/domain';
import type { z } from 'zod';
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

export type TopUpField = 'amount' | 'card' | 'voucherNumber' | 'threshold' | 'dayOfMonth' | 'terms';
export type TopUpErrors = Partial<Record<TopUpField, string>>;

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

/** The first message a contract's schema gives for a value, if it refuses it. */
function refusal(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
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

function thresholdError(text: string): string | undefined {
  const cents = parseAmountToCents(text);
  if (cents === undefined || cents < 0) return FORM_MESSAGES.paymentAmount;
  return refusal(lowBalanceThresholdSchema, cents);
}

const dayOfMonthSchema = putMonthlyAutoTopUpSchema.shape.dayOfMonth;

/** 1 to 28, whole days only; anything else is refused as day 0 is, in the same words. */
export function dayOfMonthError(text: string): string | undefined {
  const trimmed = text.trim();
  return refusal(dayOfMonthSchema, /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : 0);
}

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

export interface TopUpFormReading {
  errors: TopUpErrors;
  /** What to send; null while something is wrong. */
  request: OperationRequest | null;
}

/**
 * Checks the form for the operation derived from it and, when nothing is wrong, says what
 * to send. An auto top-up needs a saved card and accepted terms (spec section 5).
 */
export function readTopUpForm(
  values: TopUpFormValues,
  operation: TopUpOperation,
  limits: Limits,
): TopUpFormReading {
  const errors: TopUpErrors = {};
  if (operation === 'VoucherTopUp') {
    const voucher = refusal(voucherNumberSchema, values.voucherNumber);
    if (voucher !== undefined) errors.voucherNumber = voucher;
  } else {
    const amount = amountError(values.amount, limits);
    if (amount !== undefined) errors.amount = amount;
  }
  const auto = operation === 'AddingLowBalanceAutoTopUp' || operation === 'AddingMonthlyAutoTopUp';
  if (auto) {
    if (isNewCardSelection(values.selectedCardId)) errors.card = CHOOSE_SAVED_CARD_MESSAGE;
    if (!values.termsAccepted) errors.terms = FORM_MESSAGES.agreeToConditions;
  }
  if (operation === 'AddingLowBalanceAutoTopUp') {
    const threshold = thresholdError(values.threshold);
    if (threshold !== undefined) errors.threshold = threshold;
  }
  if (operation === 'AddingMonthlyAutoTopUp') {
    const day = dayOfMonthError(values.dayOfMonth);
    if (day !== undefined) errors.dayOfMonth = day;
  }
  return {
    errors,
    request: Object.keys(errors).length === 0 ? requestOf(values, operation) : null,
  };
}

/** The call to make for a form already checked; null for operations the form does not make. */
function requestOf(values: TopUpFormValues, operation: TopUpOperation): OperationRequest | null {
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
