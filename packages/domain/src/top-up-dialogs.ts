import type { TopUpOperation } from './top-up-operation';

export interface TopUpDialogText {
  readonly title: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
}

/*
 * Titles and buttons as spec section 4 lists them. Where the spec gives a title but no
 * buttons, the confirm button carries the submit label the spec lists and the other
 * button says Cancel. Removing a monthly auto top-up has no title of its own in the spec;
 * it uses the auto top-up wording, which is what the customer is deleting.
 */
export const TOP_UP_DIALOGS: Readonly<Record<TopUpOperation, TopUpDialogText>> = {
  SaveNewCard: { title: 'Add new card', confirmLabel: 'Confirm', cancelLabel: 'Cancel' },
  RemoveCard: { title: 'Delete saved card?', confirmLabel: 'Delete card', cancelLabel: 'Keep' },
  TopUp: { title: 'Confirm your Top Up', confirmLabel: 'Top up', cancelLabel: 'Cancel' },
  TopUpFromNewCard: { title: 'Confirm your Top Up', confirmLabel: 'Top up', cancelLabel: 'Cancel' },
  VoucherTopUp: { title: 'Confirm your Top Up', confirmLabel: 'Top up', cancelLabel: 'Cancel' },
  OnlineBankingTopUp: {
    title: 'Confirm your Top Up',
    confirmLabel: 'Top up',
    cancelLabel: 'Cancel',
  },
  AddingLowBalanceAutoTopUp: {
    title: 'Set up Auto Top Up',
    confirmLabel: 'Set up Auto Top Up',
    cancelLabel: 'Cancel',
  },
  AddingMonthlyAutoTopUp: {
    title: 'Set up Monthly Auto Top Up',
    confirmLabel: 'Set up Auto Top Up',
    cancelLabel: 'Cancel',
  },
  RemoveLowBalanceAutoTopUp: {
    title: 'Delete Auto Top Up',
    confirmLabel: 'Delete Auto Top Up',
    cancelLabel: 'Keep Auto Top Up',
  },
  RemoveMonthlyAutoTopUp: {
    title: 'Delete Auto Top Up',
    confirmLabel: 'Delete Auto Top Up',
    cancelLabel: 'Keep Auto Top Up',
  },
  AddingAutoPay: { title: 'Set up Autopay', confirmLabel: 'Set up Autopay', cancelLabel: 'Cancel' },
  RemoveAutopay: {
    title: 'Delete Autopay',
    confirmLabel: 'Delete Autopay',
    cancelLabel: 'Keep Autopay',
  },
};

/** The form's submit button: one of the four labels spec section 4 lists. */
export type TopUpSubmitLabel =
  'Set up Autopay' | 'Delete Autopay' | 'Set up Auto Top Up' | 'Top up';

export function topUpSubmitLabel(operation: TopUpOperation): TopUpSubmitLabel {
  switch (operation) {
    case 'AddingAutoPay':
      return 'Set up Autopay';
    case 'RemoveAutopay':
      return 'Delete Autopay';
    case 'AddingLowBalanceAutoTopUp':
    case 'AddingMonthlyAutoTopUp':
      return 'Set up Auto Top Up';
    default:
      return 'Top up';
  }
}

export const DEFAULT_SUCCESS_TITLE = 'Success!';
export const SUCCESS_CLOSE_LABEL = 'Close';

const SUCCESS_TITLES: Partial<Record<TopUpOperation, string>> = {
  TopUp: 'Top up successful',
  TopUpFromNewCard: 'Top up successful',
  VoucherTopUp: 'Top up successful',
  OnlineBankingTopUp: 'Top up successful',
  AddingLowBalanceAutoTopUp: 'Auto Top Up has been set up',
  AddingMonthlyAutoTopUp: 'Monthly Auto Top Up has been set up',
  AddingAutoPay: 'Autopay has been set up',
  RemoveLowBalanceAutoTopUp: 'Auto Top Up has been deleted',
  RemoveMonthlyAutoTopUp: 'Auto Top Up has been deleted',
  RemoveAutopay: 'Autopay has been deleted',
};

/** The success dialog's title; operations the spec gives none for get 'Success!'. */
export function topUpSuccessTitle(operation: TopUpOperation): string {
  return SUCCESS_TITLES[operation] ?? DEFAULT_SUCCESS_TITLE;
}
