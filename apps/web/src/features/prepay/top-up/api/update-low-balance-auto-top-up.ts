import { rechargeConfigurationSchema } from '@portal/contracts';
import type { PutAutoTopUp, RechargeConfiguration } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { configurationPath } from './recharge-path';

/** PUT …/autotopup: top up from a saved card when the balance falls below a threshold. */
export function updateLowBalanceAutoTopUp(
  accountCode: string,
  serviceEntity: string,
  body: PutAutoTopUp,
): Promise<RechargeConfiguration> {
  return apiRequest({
    path: configurationPath(accountCode, serviceEntity, '/autotopup'),
    method: 'PUT',
    body,
    schema: rechargeConfigurationSchema,
  });
}
