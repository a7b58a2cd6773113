import { z } from 'zod';
import { ORDER_KINDS, ORDER_OUTCOMES } from '@portal/domain';
import { isoDateSchema, isoDateTimeSchema } from '../entities/scalars';
import { orderStatusSchema } from './orders';

/** One step of a tracked order (see orderSteps in @portal/domain). */
export const orderStepSchema = z.object({
  key: z.string(),
  label: z.string(),
  state: z.enum(['done', 'current', 'upcoming', 'notReached']),
  /** The NZ day it was done, or is expected for one not done; null when not known. */
  date: isoDateSchema.nullable(),
});
export type OrderStepView = z.infer<typeof orderStepSchema>;

/**
 * An order as the tracker shows it: an order of the orders table or a modem return, its
 * steps in order, and whether the customer may still call it off (the orders' cancel rule).
 */
export const trackedOrderSchema = z.object({
  /** An order's id, or `modem-return-<n>` for a modem return. */
  trackingId: z.string(),
  kind: z.enum(ORDER_KINDS),
  outcome: z.enum(ORDER_OUTCOMES),
  /** What the order does, in words for the customer. */
  summary: z.string(),
  /** The orders table's status; null for a modem return, which is not an order there. */
  status: orderStatusSchema.nullable(),
  /** The id to cancel it by (POST …/orders/{orderId}/cancel) when it may be cancelled. */
  cancellableOrderId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  steps: z.array(orderStepSchema),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
