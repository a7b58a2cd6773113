import { rechargeConfigurationSchema } from '@portal/contracts';
import type { RechargeConfiguration } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { configurationPath } from './recharge-path';

/** DELETE …/monthlyAutoTopup?targetServiceEntity: the monthly auto top-up of that number. */
export function deleteMonthlyAutoTopUp(
  accountCode: string,
  serviceEntity: string,
  targetServiceEntity: string,
): Promise<RechargeConfiguration> {
  return apiRequest({
    path: configurationPath(accountCode, serviceEntity, '/monthlyAutoTopup'),
    method: 'DELETE',
    query: { targetServiceEntity },
    schema: rechargeConfigurationSchema,
  });
}
