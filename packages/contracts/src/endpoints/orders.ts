import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../entities/scalars';
import { BROADBAND_PLAN_CHANGE_ORDER_TYPE } from './broadband';
import { MOVE_HOUSE_ORDER_TYPE } from './move-house';
import { POWER_ORDER_TYPES } from './power';
import { VOICE_PLAN_CHANGE_ORDER_TYPE } from './voice';

/**
 * An order's life: Pending until its requested date comes, then Completed (the product
 * changed) or Failed; Rejected when refused at once (a NotOk plan change); Cancelled.
 * A new mobile line is Submitted while its hardware is sent.
 */
export const ORDER_STATUSES = [
  'Pending',
  'Submitted',
  'Completed',
  'Failed',
  'Rejected',
  'Cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** One order of the account, as the account's pages show it. */
export const accountOrderSchema = z.object({
  orderId: z.string(),
  /** ProductChange, PowerPlanChange, BroadbandPlanChange, AddPower, MoveHouse, … */
  orderType: z.string(),
  status: orderStatusSchema,
  /** What the order does, in words for the customer. */
  summary: z.string(),
  /** The day the change takes effect (NZ date). */
  requestedDateOfProvisioning: isoDateSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** Whether it can still be called off: see isCancellableOrder. */
  cancellable: z.boolean(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/**
 * The orders that wait for a day of their own and change nothing until then, so a customer
 * may call them off before it comes: plan changes, a power sign-up, a move.
 */
export const CANCELLABLE_ORDER_TYPES: readonly string[] = [
  POWER_ORDER_TYPES.planChange,
  POWER_ORDER_TYPES.signUp,
  BROADBAND_PLAN_CHANGE_ORDER_TYPE,
  VOICE_PLAN_CHANGE_ORDER_TYPE,
  MOVE_HOUSE_ORDER_TYPE,
];

/** Why an order cannot be cancelled, in the customer's words; none when it can. */
export const ORDER_CANCEL_MESSAGES = {
  notFound: 'We couldn’t find that order on this account.',
  notCancellable: 'This order can’t be cancelled online. Please call us and we’ll help.',
  alreadyDone: 'This order has already been carried out, so it can no longer be cancelled.',
  dueToday:
    'This change happens today, so it can no longer be cancelled online. Please call us and we’ll help.',
} as const;

/** What a cancel that went ahead says, on the server's answer and the page alike. */
export const orderCancelledMessage = (summary: string): string =>
  `${summary} is cancelled; nothing will change.`;

export type OrderCancelRefusal = Exclude<keyof typeof ORDER_CANCEL_MESSAGES, 'notFound'>;

/**
 * Why a cancel is refused, or undefined when it may go ahead: a Pending order of a
 * cancellable type whose day (NZ date) is still to come. The due-orders job carries an
 * order out on its day, so from that day on it is too late. An order already Cancelled
 * is no refusal: cancelling twice leaves it as the first cancel did.
 */
export function orderCancelRefusal(
  order: Pick<AccountOrder, 'orderType' | 'status' | 'requestedDateOfProvisioning'>,
  today: string,
): OrderCancelRefusal | undefined {
  if (!CANCELLABLE_ORDER_TYPES.includes(order.orderType)) return 'notCancellable';
  if (order.status === 'Cancelled') return undefined;
  if (order.status !== 'Pending') return 'alreadyDone';
  const day = order.requestedDateOfProvisioning;
  if (day === null || day <= today) return 'dueToday';
  return undefined;
}

/** Whether the order is one a customer may still call off (a Pending one before its day). */
export function isCancellableOrder(
  order: Pick<AccountOrder, 'orderType' | 'status' | 'requestedDateOfProvisioning'>,
  today: string,
): boolean {
  return order.status === 'Pending' && orderCancelRefusal(order, today) === undefined;
}

/** GET /sales/v3/ordering/accounts/{accountCode}/orders: newest first, optionally one status. */
export const accountOrdersQuerySchema = z.object({ status: orderStatusSchema.optional() });
export type AccountOrdersQuery = z.infer<typeof accountOrdersQuerySchema>;
