import { rechargeResultSchema } from '@portal/contracts';
import type { RechargeResult, SavedCardRecharge } from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../../../../shared/api';
import { rechargePaymentsPath } from './recharge-path';

/** POST …/cards/{cardId}/payment: top up from a saved card, decided at once. */
export function topUpWithSavedCard(
  accountCode: string,
  cardId: string,
  body: SavedCardRecharge,
  idempotencyKey: string,
): Promise<RechargeResult> {
  return apiRequest({
    path: rechargePaymentsPath(accountCode, `/cards/${encodeURIComponent(cardId)}/payment`),
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
    schema: rechargeResultSchema,
  });
}
