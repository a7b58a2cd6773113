import { rechargeConfigurationSchema } from '@portal/contracts';
import type { PutMonthlyAutoTopUp, RechargeConfiguration } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { configurationPath } from './recharge-path';

/** PUT …/monthlyAutoTopup: top up a number from a saved card on one day each month. */
export function updateMonthlyAutoTopUp(
  accountCode: string,
  serviceEntity: string,
  body: PutMonthlyAutoTopUp,
): Promise<RechargeConfiguration> {
  return apiRequest({
    path: configurationPath(accountCode, serviceEntity, '/monthlyAutoTopup'),
    method: 'PUT',
    body,
    schema: rechargeConfigurationSchema,
  });
}
