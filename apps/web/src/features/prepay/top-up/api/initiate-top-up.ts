import { initiatedRechargeSchema } from '@portal/contracts';
import type { InitiatedRecharge, InitiateRechargePayment } from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../../../../shared/api';
import { rechargePaymentsPath } from './recharge-path';

/** POST …/initiatePayment: a top-up on the gateway's card page or the bank's page. */
export function initiateTopUp(
  accountCode: string,
  body: InitiateRechargePayment,
  idempotencyKey: string,
): Promise<InitiatedRecharge> {
  return apiRequest({
    path: rechargePaymentsPath(accountCode, '/initiatePayment'),
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
    schema: initiatedRechargeSchema,
  });
}
