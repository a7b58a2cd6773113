import type { RechargeResult, SubmitCard } from '@portal/contracts';

/** What one operation of spec section 4 sends; amounts in cents. */
export type OperationRequest =
  | { operation: 'TopUp'; cardId: string; amount: number }
  | { operation: 'TopUpFromNewCard'; amount: number; saveCard: boolean }
  | { operation: 'OnlineBankingTopUp'; amount: number }
  | { operation: 'VoucherTopUp'; voucherNumber: string }
  | {
      operation: 'AddingLowBalanceAutoTopUp';
      cardId: string;
      amount: number;
      threshold: number;
      requiresCustomerConfirmation: boolean;
    }
  | { operation: 'AddingMonthlyAutoTopUp'; cardId: string; amount: number; dayOfMonth: number }
  | { operation: 'AddingAutoPay'; cardId: string }
  | { operation: 'RemoveAutopay' }
  | { operation: 'RemoveLowBalanceAutoTopUp' }
  | { operation: 'RemoveMonthlyAutoTopUp'; targetServiceEntity: string }
  | { operation: 'RemoveCard'; cardId: string }
  /** The card is entered in the dialog that confirms it: null until then. */
  | { operation: 'SaveNewCard'; card: SubmitCard | null };

/** How an operation ended, as far as the page is concerned. */
export type OperationOutcome =
  /** Done: a top-up credited (with the balance after and the amount), or a setting saved. */
  | { kind: 'done'; amount: number | null; balanceAfter: number | null }
  /** Answered but not done: a declined card, a cancelled or failed top-up. */
  | { kind: 'not-done'; result: RechargeResult }
  /** Off to the gateway's page; the page comes back to /mobile/prepay-top-up. */
  | { kind: 'redirected' };

export interface OperationTarget {
  accountCode: string;
  /** The prepay line the screen is about. */
  serviceEntity: string;
  /** The attempt's key, for the calls that move money. */
  idempotencyKey: string;
}
