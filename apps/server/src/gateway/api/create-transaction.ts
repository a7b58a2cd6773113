import type { z } from 'zod';
import type { createGatewayTransactionSchema } from '@portal/contracts';
import type { GatewayContext } from '../context';
import { newTransactionId } from '../ids';
import { insertOnce, requestHash, type Created } from '../idempotency';
import type { TransactionMetadata } from '../transaction-row';

export type CreateTransactionBody = z.output<typeof createGatewayTransactionSchema>;

/** POST /transactions: a Pending transaction the hosted page or a card submit completes. */
export async function createTransaction(
  context: GatewayContext,
  idempotencyKey: string,
  body: CreateTransactionBody,
): Promise<Created> {
  const metadata: Omit<TransactionMetadata, 'requestHash'> = {
    callbackUrls: body.callbackUrls,
    ...(body.merchantName === undefined ? {} : { merchantName: body.merchantName }),
  };
  return insertOnce(
    context.db,
    { key: idempotencyKey, hash: requestHash('create', body) },
    {
      id: newTransactionId(),
      kind: body.kind,
      method: body.method,
      amountCents: body.amount,
      currency: body.currency,
      status: 'Pending',
      saveCard: body.saveCard,
      merchantReference: body.merchantReference,
      callbackUrl: body.callbackUrls.approvedUrl,
      metadata,
    },
  );
}
