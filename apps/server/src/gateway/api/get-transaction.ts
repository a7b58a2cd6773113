import type { GatewayTransaction } from '@portal/contracts';
import { AppError } from '../../platform/app-error';
import type { GatewayContext } from '../context';
import { expireIfStale } from '../payment/expiry';
import { findTransaction, viewTransaction } from '../transaction-view';

/** GET /transactions/{id}: the merchant's server-to-server check of the outcome. */
export async function getTransaction(
  context: GatewayContext,
  id: string,
): Promise<GatewayTransaction> {
  const row = await findTransaction(context.db, id);
  if (row === undefined) throw AppError.notFound('No such transaction.', 'transaction_not_found');
  return viewTransaction(context, await expireIfStale(context.db, row));
}
