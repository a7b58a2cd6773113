import { voucherOrderResultSchema } from '@portal/contracts';
import type { VoucherOrderResult } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';

/** POST /sales/v4/ordering/accounts/{a}/orders: a VoucherRedemption on a prepay number. */
export function redeemVoucher(
  accountCode: string,
  serviceEntity: string,
  voucherNumber: string,
): Promise<VoucherOrderResult> {
  return apiRequest({
    path: `/sales/v4/ordering/accounts/${encodeURIComponent(accountCode)}/orders`,
    method: 'POST',
    body: { orderType: 'VoucherRedemption', serviceEntity, voucherNumber },
    schema: voucherOrderResultSchema,
  });
}
