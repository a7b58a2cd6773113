import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { newLineOrderSchema, type NewLineOrderView } from '@portal/contracts';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { accountRow } from '../accounts';
import { candidateNumbers, takenNumbers } from './find-free-numbers';
import { findNewLinePlans } from './find-new-line-plans';
import { NEW_LINE_HARDWARE } from './hardware-catalog';
import { claimOrderToken, recordTokenOrder } from './order-token';
import { newLineOrderView, type NewLinePayload } from './order-payload';

export interface NewLineOrderInput {
  accountCode: string;
  /** The addProductOrders body; checked again here, whoever routed it. */
  order: unknown;
  now?: Date;
}

export const CLOSED_ACCOUNT_MESSAGE =
  'This account is closed, so a new mobile connection cannot be added to it.';

function parseOrder(order: unknown) {
  const parsed = newLineOrderSchema.safeParse(order);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw AppError.badRequest(
    first?.message ?? 'The order is not complete.',
    'invalid_new_line_order',
  );
}

/**
 * POST /sales/v3/ordering/accounts/{accountCode}/addProductOrders for a new line: stores a
 * NewLine order (SelfService, MyAccountv2) with its plan, number, hardware and delivery.
 * The order token makes it happen once: a repeat submit with the same token gets the
 * order the token already made.
 */
export async function createNewLineOrder(
  db: Db,
  input: NewLineOrderInput,
): Promise<NewLineOrderView> {
  const order = parseOrder(input.order);
  const now = input.now ?? new Date();
  const { accountCode } = input;
  const account = await accountRow(db, accountCode);
  if (account.dateCancelled !== null)
    throw AppError.conflict(CLOSED_ACCOUNT_MESSAGE, 'account_closed');
  const [product] = order.additionalProducts;
  const [hardwareOrder] = order.hardwareOrders;
  const item = hardwareOrder?.items[0];
  if (product === undefined || hardwareOrder === undefined || item === undefined)
    throw AppError.badRequest('The order is not complete.');
  const plans = await findNewLinePlans(db, accountCode, account.businessGroup);
  const plan = plans.find((offered) => offered.planKey === product.ratePlan);
  if (plan === undefined)
    throw AppError.badRequest('That plan is not available for a new line on this account.');
  const hardware = NEW_LINE_HARDWARE.find((option) => option.key === item.key);
  if (hardware === undefined) throw AppError.badRequest('That hardware is not available.');
  const number = product.serviceEntity;
  if (product.numberChoice === 'NewNumber' && !candidateNumbers(accountCode).includes(number))
    throw AppError.badRequest('Please choose one of the numbers on offer.');

  const payload: NewLinePayload = {
    serviceEntity: number,
    numberChoice: product.numberChoice,
    plan: {
      planKey: plan.planKey,
      planDescription: plan.planDescription,
      chargeIncludingGst: plan.chargeIncludingGst,
      chargeExcludingGst: plan.chargeExcludingGst,
    },
    portDetails: product.portDetails,
    hardware: {
      key: hardware.key,
      name: hardware.name,
      chargeIncludingGst: hardware.chargeIncludingGst,
      chargeExcludingGst: hardware.chargeExcludingGst,
    },
    deliveryAddress: hardware.needsDelivery ? hardwareOrder.address : null,
    recipientName: hardware.needsDelivery ? item.recipientName : null,
    recipientPhone: hardware.needsDelivery ? item.recipientPhone : null,
  };

  const row = await db.transaction(async (tx) => {
    const claim = await claimOrderToken(tx, accountCode, order.orderToken, now);
    if (claim.kind === 'used') {
      const [made] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderId, claim.orderId), eq(orders.accountCode, accountCode)));
      if (made === undefined) throw new Error('an order token points at a missing order');
      return made;
    }
    if ((await takenNumbers(tx, [number])).has(number)) {
      throw AppError.conflict(
        product.numberChoice === 'NewNumber'
          ? 'That number has just been taken. Please choose another.'
          : 'That number is already with us.',
      );
    }
    const [made] = await tx
      .insert(orders)
      .values({
        orderId: randomUUID(),
        accountCode,
        orderType: 'NewLine',
        status: 'Submitted',
        salesChannel: order.salesChannel,
        salesPerson: order.salesPerson,
        payload,
        createdAt: now,
      })
      .returning();
    if (made === undefined) throw new Error('the order was not stored');
    await recordTokenOrder(tx, order.orderToken, made.orderId);
    return made;
  });
  const view = newLineOrderView(row);
  if (view === undefined) throw new Error('a new-line order was stored without its payload');
  return view;
}
