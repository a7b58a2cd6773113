import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  VOUCHER_INVALID_MESSAGE,
  VOUCHER_USED_MESSAGE,
  type VoucherOrderResult,
  type voucherOrderSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { vouchers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { topUpsSettled } from '../../platform/metrics/registry';
import { refuseTopUpsDuringMaintenance } from './maintenance-window';
import { requirePrepayLine } from './prepay-line';
import { creditWallet } from './wallet-credit';

export type VoucherOrderBody = z.output<typeof voucherOrderSchema>;

const invalid = () =>
  new AppError({
    code: 'voucher_invalid',
    statusCode: 422,
    title: 'Unprocessable Entity',
    message: VOUCHER_INVALID_MESSAGE,
  });

/**
 * POST /sales/v4/ordering/accounts/{a}/orders: redeems a top-up voucher on a prepay line of
 * the account. One conditional update spends it (`where redeemed_at is null`), so of two
 * racing redemptions one wins; the credit names the voucher (unique), in the same database
 * transaction, so it is credited once. An unknown number is invalid (422), a spent one used
 * (409).
 */
export async function redeemVoucher(
  db: Db,
  accountCode: string,
  order: VoucherOrderBody,
): Promise<VoucherOrderResult> {
  await refuseTopUpsDuringMaintenance(db);
  await requirePrepayLine(db, accountCode, order.serviceEntity);
  const result = await db.transaction(async (tx) => {
    const redeemedAt = new Date();
    const [spent] = await tx
      .update(vouchers)
      .set({ redeemedAt, redeemedByServiceEntity: order.serviceEntity })
      .where(and(eq(vouchers.voucherNumber, order.voucherNumber), isNull(vouchers.redeemedAt)))
      .returning();
    if (spent === undefined) {
      const [known] = await tx
        .select({ voucherNumber: vouchers.voucherNumber })
        .from(vouchers)
        .where(eq(vouchers.voucherNumber, order.voucherNumber));
      throw known === undefined
        ? invalid()
        : AppError.conflict(VOUCHER_USED_MESSAGE, 'voucher_used');
    }
    const credited = await creditWallet(tx, {
      serviceEntity: order.serviceEntity,
      amountCents: spent.amountCents,
      transactionType: 'Voucher',
      description: 'Voucher top-up',
      paymentMethod: 'Voucher',
      occurredAt: redeemedAt,
      voucherNumber: spent.voucherNumber,
    });
    return {
      orderId: credited.prepayTransactionId,
      amount: spent.amountCents,
      balanceAfter: credited.balanceAfter,
    };
  });
  topUpsSettled.inc({ method: 'Voucher', trigger: 'Customer', outcome: 'Approved' });
  return result;
}
