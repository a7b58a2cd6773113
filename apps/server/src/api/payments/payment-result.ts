import type { CardType, GatewayTransaction, PaymentResult, PaymentStatus } from '@portal/contracts';
import type { payments } from '../../db/schema';
import { toSavedCard, type SavedCardRow } from './saved-card-view';

export type PaymentRow = typeof payments.$inferSelect;

/** What a settled (or still open) payment looks like to the person who made it. */
export interface PaymentView {
  payment: PaymentRow;
  /** The gateway's own record, when it could be read. */
  gatewayTransaction: GatewayTransaction | null;
  /** The saved card the payment used or saved. */
  card: SavedCardRow | null;
  /** True when the payment saved a new card (hosted page with saveCard). */
  savedByPayment: boolean;
  balanceAfter: number | null;
}

const RETURN_STATUS = {
  Approved: 'OK',
  Declined: 'FAILURE',
  Cancelled: 'CANCEL',
  // Not finished on the gateway's page: nothing was taken.
  Pending: 'CANCEL',
} as const;

export function toPaymentResult(view: PaymentView): PaymentResult {
  const { payment, gatewayTransaction, card } = view;
  const status = payment.status as PaymentStatus;
  const gatewayCard = gatewayTransaction?.card ?? null;
  return {
    transactionLocalId: payment.paymentId,
    transactionGuid: payment.gatewayTransactionId,
    accountCode: payment.accountCode,
    status,
    returnStatus: RETURN_STATUS[status],
    amount: payment.amountCents,
    surcharge: payment.surchargeCents,
    total: payment.amountCents + payment.surchargeCents,
    method: payment.method === 'OnlineBanking' ? 'OnlineBanking' : 'CreditCard',
    card:
      card !== null
        ? { type: card.cardType as CardType, maskedNumber: toSavedCard(card).maskedNumber }
        : gatewayCard !== null
          ? { type: gatewayCard.type, maskedNumber: `************${gatewayCard.last4}` }
          : null,
    savedCard:
      view.savedByPayment && card !== null && status === 'Approved' ? toSavedCard(card) : null,
    declineReason: status === 'Declined' ? (gatewayTransaction?.declineReason ?? null) : null,
    balanceAfter: status === 'Approved' ? view.balanceAfter : null,
    completedAt: status === 'Pending' ? null : payment.paidAt.toISOString(),
  };
}
