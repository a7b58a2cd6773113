import { and, eq } from 'drizzle-orm';
import type { GatewayTransaction } from '@portal/contracts';
import type { Db } from '../../db/client';
import { payments, savedCards } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { paymentsSettled } from '../../platform/metrics/registry';
import { appendPaymentEntry, balanceAfterPayment, lockAccount } from './ledger';
import type { PaymentRow, PaymentView } from './payment-result';
import type { PaymentsContext } from './payments-context';
import { keptCard, saveGatewayCard, type SavedCardRow } from './saved-card-view';

/** The gateway's record must be this payment's: same reference, same total. */
function checkMatches(payment: PaymentRow, transaction: GatewayTransaction): void {
  const total = payment.amountCents + payment.surchargeCents;
  if (transaction.merchantReference !== payment.paymentId || transaction.amount !== total) {
    throw new AppError({
      code: 'gateway_record_mismatch',
      statusCode: 502,
      title: 'Bad Gateway',
      message: 'We could not confirm this payment. Please contact us.',
      logMessage: `gateway transaction ${transaction.id} does not match payment ${payment.paymentId}`,
    });
  }
}

async function cardOf(db: Db, cardId: string | null): Promise<SavedCardRow | null> {
  if (cardId === null) return null;
  const [card] = await db.select().from(savedCards).where(eq(savedCards.cardId, cardId));
  return card ?? null;
}

/**
 * Records the gateway's decision on a Pending payment, once. The conditional update (`where
 * status = 'Pending'`) under the account lock lets exactly one of any number of concurrent
 * settlements write the status, the saved card and the ledger entry; the others change
 * nothing and read what the first wrote.
 */
export async function applyGatewayOutcome(
  db: Db,
  payment: PaymentRow,
  transaction: GatewayTransaction,
  options: { saveCard: boolean },
): Promise<PaymentView> {
  checkMatches(payment, transaction);
  if (payment.status === 'Pending' && transaction.status !== 'Pending') {
    const written = await db.transaction(async (tx) => {
      await lockAccount(tx, payment.accountCode);
      const settledAt = new Date();
      const [settled] = await tx
        .update(payments)
        .set({ status: transaction.status, paidAt: settledAt })
        .where(and(eq(payments.paymentId, payment.paymentId), eq(payments.status, 'Pending')))
        .returning();
      if (settled?.status !== 'Approved') return settled;
      const kept = keptCard(transaction.card);
      if (options.saveCard && kept !== null) {
        const card = await saveGatewayCard(tx, payment.accountCode, kept);
        await tx
          .update(payments)
          .set({ cardId: card.cardId })
          .where(eq(payments.paymentId, payment.paymentId));
      }
      await appendPaymentEntry(tx, settled, settledAt);
      return settled;
    });
    // Counted once committed, by the one settlement that wrote the status.
    if (written !== undefined) {
      paymentsSettled.inc({ method: written.method, outcome: written.status });
    }
  }
  return loadPaymentView(db, payment.paymentId, transaction, options.saveCard);
}

/** The payment as it stands now, with its card and balance. */
export async function loadPaymentView(
  db: Db,
  paymentId: string,
  transaction: GatewayTransaction | null,
  savedByPayment: boolean,
): Promise<PaymentView> {
  const [payment] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
  if (payment === undefined) throw AppError.notFound('There is no such payment.');
  return {
    payment,
    gatewayTransaction: transaction,
    card: await cardOf(db, payment.cardId),
    savedByPayment,
    balanceAfter: await balanceAfterPayment(db, payment.accountCode, payment.paymentId),
  };
}

/**
 * Settles a hosted-page payment from the gateway's own record (GET transaction), never from
 * what the browser brought back in the query string.
 */
export async function settleFromGateway(
  context: PaymentsContext,
  payment: PaymentRow,
): Promise<PaymentView> {
  if (payment.gatewayTransactionId === null) {
    return loadPaymentView(context.db, payment.paymentId, null, true);
  }
  if (payment.status !== 'Pending') {
    // Already settled: the gateway's record only adds the decline reason, so an unreachable
    // gateway does not hide an outcome we already know.
    const known = await context.gateway
      .getTransaction(payment.gatewayTransactionId)
      .catch(() => null);
    return loadPaymentView(context.db, payment.paymentId, known, true);
  }
  const transaction = await context.gateway.getTransaction(payment.gatewayTransactionId);
  return applyGatewayOutcome(context.db, payment, transaction, { saveCard: true });
}
