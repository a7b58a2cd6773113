import { rechargeConfigurationSchema } from '@portal/contracts';
import type { RechargeConfiguration } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { configurationPath } from './recharge-path';

/** DELETE …/autotopup. */
export function deleteLowBalanceAutoTopUp(
  accountCode: string,
  serviceEntity: string,
): Promise<RechargeConfiguration> {
  return apiRequest({
    path: configurationPath(accountCode, serviceEntity, '/autotopup'),
    method: 'DELETE',
    schema: rechargeConfigurationSchema,
  });
}
