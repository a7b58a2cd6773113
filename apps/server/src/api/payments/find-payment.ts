import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { PaymentRow } from './payment-result';

export const PAYMENT_NOT_FOUND_MESSAGE = 'There is no such payment.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A payment of this account by its transactionLocalId, or by the gateway's transactionGuid
 * (the return URL carries both). Another account's payment is a 404, not a 403: its
 * existence is not told.
 */
export async function findAccountPayment(
  db: Db,
  accountCode: string,
  id: string,
): Promise<PaymentRow> {
  const byId = UUID.test(id)
    ? or(eq(payments.paymentId, id), eq(payments.gatewayTransactionId, id))
    : eq(payments.gatewayTransactionId, id);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.accountCode, accountCode), byId));
  if (payment === undefined)
    throw AppError.notFound(PAYMENT_NOT_FOUND_MESSAGE, 'payment_not_found');
  return payment;
}

/** The public return page's pair: both must name the same payment. */
export async function findPaymentByPair(
  db: Db,
  transactionGuid: string,
  transactionLocalId: string,
): Promise<PaymentRow> {
  const [payment] = UUID.test(transactionLocalId)
    ? await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.paymentId, transactionLocalId),
            eq(payments.gatewayTransactionId, transactionGuid),
          ),
        )
    : [];
  if (payment === undefined)
    throw AppError.notFound(PAYMENT_NOT_FOUND_MESSAGE, 'payment_not_found');
  return payment;
}
