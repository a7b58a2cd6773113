export type TopUpOperation =
  | 'SaveNewCard'
  | 'RemoveCard'
  | 'TopUpFromNewCard'
  | 'TopUp'
  | 'AddingLowBalanceAutoTopUp'
  | 'RemoveLowBalanceAutoTopUp'
  | 'AddingMonthlyAutoTopUp'
  | 'RemoveMonthlyAutoTopUp'
  | 'AddingAutoPay'
  | 'RemoveAutopay'
  | 'VoucherTopUp'
  | 'OnlineBankingTopUp';

export type TopUpTab = 'topUp' | 'autoPay';
export type TopUpPaymentMethod = 'CreditDebitCard' | 'OnlineBanking' | 'Voucher';
/** Which auto top-up the ticked box sets up. */
export type AutoTopUpMethod = 'lowBalance' | 'monthly';

/** The value of the card picker when no saved card is chosen (spec section 9). */
export const NO_SAVED_CARD = 'none';

export interface TopUpSelection {
  readonly tab: TopUpTab;
  readonly autopayEnabled: boolean;
  readonly paymentMethod: TopUpPaymentMethod;
  readonly autoTopUpTicked: boolean;
  readonly autoTopUpMethod: AutoTopUpMethod;
  /** A saved card id, or NO_SAVED_CARD. */
  readonly selectedCardId: string;
}

export function isNewCardSelection(selectedCardId: string): boolean {
  return selectedCardId === NO_SAVED_CARD || selectedCardId.trim() === '';
}

/** Spec section 4, operation derivation, in the order written there. */
export function deriveTopUpOperation(selection: TopUpSelection): TopUpOperation {
  if (selection.tab === 'autoPay') {
    return selection.autopayEnabled ? 'RemoveAutopay' : 'AddingAutoPay';
  }
  if (selection.paymentMethod === 'Voucher') return 'VoucherTopUp';
  if (selection.paymentMethod === 'OnlineBanking') return 'OnlineBankingTopUp';
  if (selection.autoTopUpTicked) {
    return selection.autoTopUpMethod === 'monthly'
      ? 'AddingMonthlyAutoTopUp'
      : 'AddingLowBalanceAutoTopUp';
  }
  if (isNewCardSelection(selection.selectedCardId)) return 'TopUpFromNewCard';
  return 'TopUp';
}
