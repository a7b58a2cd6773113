import { describe, expect, it } from 'vitest';
import { TOP_UP_DIALOGS, topUpSubmitLabel, topUpSuccessTitle } from './top-up-dialogs';

describe('top-up dialogs', () => {
  it('has the dialog and success wording of spec section 4', () => {
    expect(TOP_UP_DIALOGS.RemoveCard).toEqual({
      title: 'Delete saved card?',
      confirmLabel: 'Delete card',
      cancelLabel: 'Keep',
    });
    expect(TOP_UP_DIALOGS.RemoveAutopay.cancelLabel).toBe('Keep Autopay');
    expect(TOP_UP_DIALOGS.RemoveLowBalanceAutoTopUp.cancelLabel).toBe('Keep Auto Top Up');
    expect(TOP_UP_DIALOGS.AddingMonthlyAutoTopUp.title).toBe('Set up Monthly Auto Top Up');
    expect(TOP_UP_DIALOGS.TopUpFromNewCard.title).toBe('Confirm your Top Up');
    expect(topUpSubmitLabel('AddingMonthlyAutoTopUp')).toBe('Set up Auto Top Up');
    expect(topUpSubmitLabel('VoucherTopUp')).toBe('Top up');
    expect(topUpSuccessTitle('OnlineBankingTopUp')).toBe('Top up successful');
    expect(topUpSuccessTitle('AddingMonthlyAutoTopUp')).toBe('Monthly Auto Top Up has been set up');
    expect(topUpSuccessTitle('RemoveAutopay')).toBe('Autopay has been deleted');
    expect(topUpSuccessTitle('SaveNewCard')).toBe('Success!');
  });
});
