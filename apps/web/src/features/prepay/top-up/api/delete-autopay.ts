import { rechargeConfigurationSchema } from '@portal/contracts';
import type { RechargeConfiguration } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { configurationPath } from './recharge-path';

/** DELETE …/autoPay. */
export function deleteAutopay(
  accountCode: string,
  serviceEntity: string,
): Promise<RechargeConfiguration> {
  return apiRequest({
    path: configurationPath(accountCode, serviceEntity, '/autoPay'),
    method: 'DELETE',
    schema: rechargeConfigurationSchema,
  });
}
