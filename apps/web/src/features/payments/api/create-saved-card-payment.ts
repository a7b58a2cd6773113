import { paymentResultSchema } from '@portal/contracts';
import type { CreateSavedCardPayment, PaymentResult } from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../../../shared/api';
import { paymentsPath } from '../../../shared/cards';

/** POST …/payments: pay with a saved card; decided at once. */
export function createSavedCardPayment(
  accountCode: string,
  body: CreateSavedCardPayment,
  idempotencyKey: string,
): Promise<PaymentResult> {
  return apiRequest({
    path: paymentsPath(accountCode, '/payments'),
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
    schema: paymentResultSchema,
  });
}
