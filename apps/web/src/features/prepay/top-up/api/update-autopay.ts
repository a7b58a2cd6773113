import { rechargeConfigurationSchema } from '@portal/contracts';
import type { RechargeConfiguration } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { configurationPath } from './recharge-path';

/** PUT …/autoPay: plan renewals the balance cannot cover are paid from this saved card. */
export function updateAutopay(
  accountCode: string,
  serviceEntity: string,
  cardId: string,
): Promise<RechargeConfiguration> {
  return apiRequest({
    path: configurationPath(accountCode, serviceEntity, '/autoPay'),
    method: 'PUT',
    body: { cardId, termsAccepted: true },
    schema: rechargeConfigurationSchema,
  });
}
