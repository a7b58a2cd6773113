import type { RechargeConfiguration } from '@portal/contracts';
import { cardLabel, formatNzd, formatPhoneNumber, ordinal } from '@portal/domain';
import type { OperationRequest } from '../api/operation-request';

/** A saved card of the line by id, named; "your saved card" if it has gone meanwhile. */
export function savedCardName(config: RechargeConfiguration, cardId: string | null): string {
  const card = config.savedCards.find((saved) => saved.cardId === cardId);
  return card === undefined ? 'your saved card' : cardLabel(card);
}

/**
 * What an operation will do, in a sentence for its dialog (ux.md: say exactly what will
 * happen and what it costs). `config` is the line's configuration before the change.
 */
export function describeOperation(
  request: OperationRequest,
  config: RechargeConfiguration,
): string {
  const line = formatPhoneNumber(config.serviceEntity);
  const card = (cardId: string | null) => savedCardName(config, cardId);
  switch (request.operation) {
    case 'TopUp':
      return `We'll charge ${formatNzd(request.amount)} to your ${card(request.cardId)} and add it to ${line}.`;
    case 'TopUpFromNewCard':
      return `You'll go to our secure payment page to enter your card. ${formatNzd(request.amount)} will be added to ${line}${request.saveCard ? ', and your card saved for next time' : ''}.`;
    case 'OnlineBankingTopUp':
      return `You'll go to your bank's page to approve ${formatNzd(request.amount)}. It will be added to ${line} when you come back.`;
    case 'VoucherTopUp':
      return `We'll add the value of voucher ${request.voucherNumber} to ${line}. A voucher can be used once.`;
    case 'AddingLowBalanceAutoTopUp': {
      const ask = request.requiresCustomerConfirmation ? ', after you confirm each one' : '';
      const replaces = config.autoTopup === null ? '' : ' This replaces your current Auto Top Up.';
      return `When the balance of ${line} falls below ${formatNzd(request.threshold)}, we'll top it up by ${formatNzd(request.amount)} from your ${card(request.cardId)}${ask}.${replaces}`;
    }
    case 'AddingMonthlyAutoTopUp': {
      const current = config.monthlyAutoTopups.some(
        (monthly) => monthly.targetServiceEntity === config.serviceEntity,
      );
      const replaces = current ? ' This replaces your current Monthly Auto Top Up.' : '';
      return `On the ${ordinal(request.dayOfMonth)} of every month, we'll top up ${line} by ${formatNzd(request.amount)} from your ${card(request.cardId)}.${replaces}`;
    }
    case 'AddingAutoPay':
      return `When the balance of ${line} can't cover a plan renewal, we'll pay for it from your ${card(request.cardId)}.`;
    case 'RemoveAutopay':
      return `Plan renewals on ${line} will no longer be paid from your ${card(config.autopay.cardId)}. Keep enough balance to cover them.`;
    case 'RemoveLowBalanceAutoTopUp': {
      const auto = config.autoTopup;
      return auto === null
        ? `${line} will no longer be topped up when its balance is low.`
        : `${line} will no longer be topped up by ${formatNzd(auto.topupAmountIncludingGst)} when its balance falls below ${formatNzd(auto.lowBalanceThresholdIncludingGst)}.`;
    }
    case 'RemoveMonthlyAutoTopUp': {
      const target = formatPhoneNumber(request.targetServiceEntity);
      const monthly = config.monthlyAutoTopups.find(
        (candidate) => candidate.targetServiceEntity === request.targetServiceEntity,
      );
      return monthly === undefined
        ? `${target} will no longer be topped up every month.`
        : `${target} will no longer be topped up by ${formatNzd(monthly.topupAmountIncludingGst)} on the ${ordinal(monthly.dayOfMonth)} of each month.`;
    }
    case 'RemoveCard':
      return `${card(request.cardId)} will be removed from this account. You can save it again with your next top-up.`;
    case 'SaveNewCard':
      return 'We’ll check your card with your bank and save it on this account for top-ups, Autopay and Auto Top Ups. Nothing is charged.';
  }
}
