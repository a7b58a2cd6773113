import { z } from 'zod';
import type { UpdateRecurringPaymentMethod } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { paymentsPath } from '../../../shared/cards';

/** PUT …/recurringPaymentMethod: direct debit, a card, or back to manual payments. */
export async function updateRecurringPaymentMethod(
  accountCode: string,
  body: UpdateRecurringPaymentMethod,
): Promise<void> {
  await apiRequest({
    path: paymentsPath(accountCode, '/recurringPaymentMethod'),
    method: 'PUT',
    body,
    schema: z.unknown(),
  });
}
