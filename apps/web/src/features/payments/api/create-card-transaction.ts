import { cardTransactionSchema } from '@portal/contracts';
import type { CardTransaction, CreateCardTransaction } from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../../../shared/api';
import { paymentsPath } from '../../../shared/cards';

/** POST …/transactions: a payment on the gateway's hosted page (new card or online banking). */
export function createCardTransaction(
  accountCode: string,
  body: CreateCardTransaction,
  idempotencyKey: string,
): Promise<CardTransaction> {
  return apiRequest({
    path: paymentsPath(accountCode, '/transactions'),
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
    schema: cardTransactionSchema,
  });
}
