import { z } from 'zod';
import {
  deliveryAddressSchema,
  newLineHardwareKeySchema,
  numberChoiceSchema,
  portDetailsSchema,
  type NewLineOrderView,
} from '@portal/contracts';
import type { orders } from '../../db/schema';

/** What a NewLine order keeps in orders.payload (serviceEntity at the top, for look-ups). */
export const newLinePayloadSchema = z.object({
  serviceEntity: z.string(),
  numberChoice: numberChoiceSchema,
  plan: z.object({
    planKey: z.string(),
    planDescription: z.string(),
    chargeIncludingGst: z.number().int(),
    chargeExcludingGst: z.number().int(),
  }),
  portDetails: portDetailsSchema.nullable(),
  hardware: z.object({
    key: newLineHardwareKeySchema,
    name: z.string(),
    chargeIncludingGst: z.number().int(),
    chargeExcludingGst: z.number().int(),
  }),
  deliveryAddress: deliveryAddressSchema.nullable(),
  recipientName: z.string().nullable(),
  recipientPhone: z.string().nullable(),
});
export type NewLinePayload = z.infer<typeof newLinePayloadSchema>;

type OrderRow = typeof orders.$inferSelect;

/** The order as 'Your orders' shows it; undefined for a row whose payload is not a new line's. */
export function newLineOrderView(row: OrderRow): NewLineOrderView | undefined {
  const parsed = newLinePayloadSchema.safeParse(row.payload);
  if (!parsed.success) return undefined;
  const payload = parsed.data;
  return {
    orderId: row.orderId,
    orderType: 'NewLine',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    planKey: payload.plan.planKey,
    planDescription: payload.plan.planDescription,
    numberChoice: payload.numberChoice,
    serviceEntity: payload.serviceEntity,
    hardware: payload.hardware.key,
    deliveryAddress: payload.deliveryAddress,
    recipientName: payload.recipientName,
    monthlyChargeIncludingGst: payload.plan.chargeIncludingGst,
    monthlyChargeExcludingGst: payload.plan.chargeExcludingGst,
    hardwareChargeIncludingGst: payload.hardware.chargeIncludingGst,
    hardwareChargeExcludingGst: payload.hardware.chargeExcludingGst,
  };
}
