import { rechargeResultSchema } from '@portal/contracts';
import type { ProcessRecharge, RechargeResult } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { RECHARGE } from './recharge-path';

/**
 * POST …/rechargeTransactions/{id}/process: settles a top-up back from the gateway (from
 * the gateway's own record), or confirms or declines a held Auto Top Up. Asking twice
 * answers the same.
 */
export function processTopUp(
  accountCode: string,
  rechargeTransactionId: string,
  body: ProcessRecharge = {},
): Promise<RechargeResult> {
  return apiRequest({
    path: `${RECHARGE}/accounts/${encodeURIComponent(accountCode)}/rechargeTransactions/${encodeURIComponent(rechargeTransactionId)}/process`,
    method: 'POST',
    body,
    schema: rechargeResultSchema,
  });
}
