import type { RechargeResult } from '@portal/contracts';
import { BUSINESS_GROUP_PREPAY } from '@portal/domain';
import { deleteAutopay } from './delete-autopay';
import { deleteLowBalanceAutoTopUp } from './delete-low-balance-auto-top-up';
import { deleteMonthlyAutoTopUp } from './delete-monthly-auto-top-up';
import { deleteSavedCard, saveNewCard } from '../../../../shared/cards';
import { goToGateway } from './go-to-gateway';
import type { OperationOutcome, OperationRequest, OperationTarget } from './operation-request';
import { redeemVoucher } from './redeem-voucher';
import { topUpWithSavedCard } from './top-up-with-saved-card';
import { updateAutopay } from './update-autopay';
import { updateLowBalanceAutoTopUp } from './update-low-balance-auto-top-up';
import { updateMonthlyAutoTopUp } from './update-monthly-auto-top-up';

/** A settled top-up: done when approved, otherwise its result says why not. */
export function outcomeOfResult(result: RechargeResult): OperationOutcome {
  return result.status === 'Approved'
    ? { kind: 'done', amount: result.amount, balanceAfter: result.balanceAfter }
    : { kind: 'not-done', result };
}

const SETTING_SAVED: OperationOutcome = { kind: 'done', amount: null, balanceAfter: null };

/** Sends one operation's call(s); a refusal by the server is thrown as its ApiError. */
export async function runOperation(
  request: OperationRequest,
  target: OperationTarget,
): Promise<OperationOutcome> {
  const { accountCode, serviceEntity, idempotencyKey } = target;
  switch (request.operation) {
    case 'TopUp':
      return outcomeOfResult(
        await topUpWithSavedCard(
          accountCode,
          request.cardId,
          { amount: request.amount, targetMsisdn: serviceEntity },
          idempotencyKey,
        ),
      );
    case 'TopUpFromNewCard':
    case 'OnlineBankingTopUp':
      return goToGateway(request, target);
    case 'VoucherTopUp': {
      const order = await redeemVoucher(accountCode, serviceEntity, request.voucherNumber);
      return { kind: 'done', amount: order.amount, balanceAfter: order.balanceAfter };
    }
    case 'AddingLowBalanceAutoTopUp':
      await updateLowBalanceAutoTopUp(accountCode, serviceEntity, {
        cardId: request.cardId,
        topupAmountIncludingGst: request.amount,
        lowBalanceThresholdIncludingGst: request.threshold,
        requiresCustomerConfirmation: request.requiresCustomerConfirmation,
        termsAccepted: true,
      });
      return SETTING_SAVED;
    case 'AddingMonthlyAutoTopUp':
      await updateMonthlyAutoTopUp(accountCode, serviceEntity, {
        targetServiceEntity: serviceEntity,
        cardId: request.cardId,
        dayOfMonth: request.dayOfMonth,
        topupAmountIncludingGst: request.amount,
        termsAccepted: true,
      });
      return SETTING_SAVED;
    case 'AddingAutoPay':
      await updateAutopay(accountCode, serviceEntity, request.cardId);
      return SETTING_SAVED;
    case 'RemoveAutopay':
      await deleteAutopay(accountCode, serviceEntity);
      return SETTING_SAVED;
    case 'RemoveLowBalanceAutoTopUp':
      await deleteLowBalanceAutoTopUp(accountCode, serviceEntity);
      return SETTING_SAVED;
    case 'RemoveMonthlyAutoTopUp':
      await deleteMonthlyAutoTopUp(accountCode, serviceEntity, request.targetServiceEntity);
      return SETTING_SAVED;
    case 'RemoveCard':
      await deleteSavedCard(accountCode, request.cardId);
      return SETTING_SAVED;
    case 'SaveNewCard':
      if (request.card === null) throw new Error('Enter the card to save first.');
      // Saved by a $0 Authorisation; prepay lines are on prepay accounts (spec section 4).
      await saveNewCard({
        accountCode,
        businessGroup: BUSINESS_GROUP_PREPAY,
        card: request.card,
        approvedUrl: `${window.location.origin}/mobile/prepay-top-up`,
        idempotencyKey,
      });
      return SETTING_SAVED;
  }
}
