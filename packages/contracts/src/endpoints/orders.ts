import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../entities/scalars';

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
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** GET /sales/v3/ordering/accounts/{accountCode}/orders: newest first, optionally one status. */
export const accountOrdersQuerySchema = z.object({ status: orderStatusSchema.optional() });
export type AccountOrdersQuery = z.infer<typeof accountOrdersQuerySchema>;
