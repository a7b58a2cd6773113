import { UserFacingError } from '../../../../shared/api';
import { initiateTopUp } from './initiate-top-up';
import type { OperationOutcome, OperationRequest, OperationTarget } from './operation-request';
import { savePendingTopUp } from './pending-top-up-storage';

/** The page the gateway sends the browser back to (spec section 2). */
export const TOP_UP_CALLBACK_PATH = '/mobile/prepay-top-up';

export const PAYMENT_PAGE_MISSING_MESSAGE =
  'The payment page could not be opened. Please try again.';

type GatewayRequest = Extract<
  OperationRequest,
  { operation: 'TopUpFromNewCard' | 'OnlineBankingTopUp' }
>;

/**
 * BEFORE_PAYMARK: start the top-up, keep it as the pending top-up in local storage, then
 * leave for the gateway's card page or the bank's page by a full page load.
 */
export async function goToGateway(
  request: GatewayRequest,
  target: OperationTarget,
): Promise<OperationOutcome> {
  const byCard = request.operation === 'TopUpFromNewCard';
  const initiated = await initiateTopUp(
    target.accountCode,
    {
      amount: request.amount,
      targetMsisdn: target.serviceEntity,
      saveCard: byCard && request.saveCard,
      callbackUrl: TOP_UP_CALLBACK_PATH,
      paymentMethod: byCard ? 'CreditCard' : 'OnlineEftpos',
    },
    target.idempotencyKey,
  );
  const page = initiated.links.find((link) => link.rel === 'hostedPage');
  if (page === undefined) throw new UserFacingError(PAYMENT_PAGE_MISSING_MESSAGE);
  savePendingTopUp({
    transactionGuid: initiated.transactionGuid,
    operation: request.operation,
    accountCode: target.accountCode,
    targetMsisdn: target.serviceEntity,
    amount: initiated.amount,
    createdAt: new Date().toISOString(),
  });
  window.location.assign(page.href);
  return { kind: 'redirected' };
}
