// Issue 5: schemas of the plans slice (change plan, add-ons, group plan services,
// interest-free device agreements, sales orders for product changes and add-ons).
import { z } from 'zod';
import { interestFreeAgreementSchema, mobilePlanSchema } from '../entities/mobile';
import {
  billFrequencySchema,
  businessGroupSchema,
  planChangeResultSchema,
  salesChannelSchema,
  sourceAppSchema,
} from '../entities/enums';
import {
  centsSchema,
  isoDateTimeSchema,
  msisdnSchema,
  serviceEntitySchema,
} from '../entities/scalars';

/** A plan offered to the line, in the order of spec section 5. */
export const changePlanOptionSchema = mobilePlanSchema
  .extend({
    isCurrent: z.boolean(),
    unavailableReason: z.string().nullable().meta({
      description:
        'Why the line cannot move to this plan (an order would be refused); null when it can',
    }),
  })
  .meta({ id: 'ChangePlanOption' });
export type ChangePlanOption = z.infer<typeof changePlanOptionSchema>;

export const changePlanOptionsSchema = z
  .object({
    serviceEntity: msisdnSchema,
    currentPlanKey: z.string(),
    /** Whether the account's amounts are shown including GST (business accounts: excluding). */
    displayGstInclusive: z.boolean(),
    /** True when group-member plans are on offer: the page shows the group plan promo. */
    groupPlansOffered: z.boolean(),
    plans: z.array(changePlanOptionSchema),
  })
  .meta({ id: 'ChangePlanOptions' });
export type ChangePlanOptions = z.infer<typeof changePlanOptionsSchema>;

/** One product on an order: a rate plan on a service of a service entity. */
export const orderProductSchema = z.object({
  ratePlan: z.string().min(1),
  serviceEntity: serviceEntitySchema,
  service: z.string().min(1).meta({ example: 'mobile2_linerental' }),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** POST productChangeOrders and orderImpact?orderType=productChange (spec section 7). */
export const productChangeOrderRequestSchema = z
  .object({
    salesChannel: salesChannelSchema,
    salesPerson: sourceAppSchema,
    /** The products being replaced (the line's current plan). */
    additionalProductsToChange: z.array(orderProductSchema),
    /** The new products (the chosen plan); exactly one mobile plan per order here. */
    additionalProducts: z.array(orderProductSchema).min(1),
  })
  .meta({ id: 'ProductChangeOrderRequest' });
export type ProductChangeOrderRequest = z.infer<typeof productChangeOrderRequestSchema>;

export const orderImpactKindSchema = z.enum([
  'Charge',
  'Allowance',
  'Group',
  'Addon',
  'Billing',
  'NotAllowed',
]);

export const orderImpactItemSchema = z
  .object({
    kind: orderImpactKindSchema,
    /** A caveat is something the customer loses or must accept (OkWithCaveats). */
    isCaveat: z.boolean(),
    description: z.string(),
    /** Monthly difference in cents, when the item is about money. */
    amountIncludingGst: centsSchema.nullable(),
    amountExcludingGst: centsSchema.nullable(),
  })
  .meta({ id: 'OrderImpactItem' });
export type OrderImpactItem = z.infer<typeof orderImpactItemSchema>;

export const orderImpactQuerySchema = z.object({ orderType: z.literal('productChange') });

export const productChangeOrderResultSchema = z
  .object({
    orderId: z.string(),
    result: planChangeResultSchema,
    /** Why the change was refused (NotOk) or what it came with (OkWithCaveats). */
    messages: z.array(z.string()),
    orderImpact: z.array(orderImpactItemSchema),
    planKey: z.string().meta({ description: 'The line’s plan after the order' }),
  })
  .meta({ id: 'ProductChangeOrderResult' });
export type ProductChangeOrderResult = z.infer<typeof productChangeOrderResultSchema>;

/** An add-on of the catalog, with the line's running subscription of it if any. */
export const addonPlanOfferSchema = z
  .object({
    addonPlanKey: z.string(),
    addonType: z.string().meta({ example: 'callingpack' }),
    name: z.string(),
    description: z.string(),
    chargeIncludingGst: centsSchema,
    chargeExcludingGst: centsSchema,
    billFrequency: billFrequencySchema,
    autoRenews: z.boolean(),
    subscription: z
      .object({
        startedAt: isoDateTimeSchema,
        renewsAt: isoDateTimeSchema.nullable(),
        stopRenewal: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'AddonPlanOffer' });
export type AddonPlanOffer = z.infer<typeof addonPlanOfferSchema>;

export const addonPlansQuerySchema = z.object({ salesChannel: salesChannelSchema });

export const stopAddonRenewalRequestSchema = z
  .object({ addonPlanKey: z.string().min(1) })
  .meta({ id: 'StopAddonRenewalRequest' });

export const stopAddonRenewalResultSchema = z.object({
  addonPlanKey: z.string(),
  stopRenewal: z.literal(true),
  endsAt: isoDateTimeSchema.nullable(),
});

/** addProductOrders: an add-on on an existing line, or (hardwareOrders) a new line. */
export const addProductOrderRequestSchema = z
  .object({
    salesChannel: salesChannelSchema,
    salesPerson: sourceAppSchema,
    additionalProducts: z.array(orderProductSchema).min(1),
    hardwareOrders: z.array(z.unknown()).optional(),
  })
  .loose()
  .meta({ id: 'AddProductOrderRequest' });
export type AddProductOrderRequest = z.infer<typeof addProductOrderRequestSchema>;

export const addProductOrderResultSchema = z.object({ orderId: z.string() }).loose();

export const cancellationOrderRequestSchema = z
  .object({ additionalProductsToCancel: z.array(orderProductSchema).min(1) })
  .meta({ id: 'CancellationOrderRequest' });

export const orderReceiptSchema = z.object({ orderId: z.string(), status: z.string() });

export const groupPlanServiceSchema = z
  .object({
    serviceEntity: msisdnSchema,
    serviceEntityDescription: z.string().nullable(),
    planKey: z.string(),
    planDescription: z.string(),
    role: z.enum(['Leader', 'Member']),
    groupLeaderServiceEntity: msisdnSchema,
  })
  .meta({ id: 'GroupPlanService' });
export type GroupPlanService = z.infer<typeof groupPlanServiceSchema>;

export const businessGroupMetadataQuerySchema = z.object({ businessGroup: businessGroupSchema });

export const businessGroupMetadataSchema = z
  .object({
    businessGroup: businessGroupSchema,
    salesChannel: salesChannelSchema,
    salesPerson: sourceAppSchema,
    displayGstInclusive: z.boolean(),
    groupPlansAvailable: z.boolean(),
    planServiceKey: z.literal('mobile2_linerental'),
    addonServiceKey: z.literal('mobile2_Addon'),
  })
  .meta({ id: 'BusinessGroupMetadata' });

export const interestFreeAgreementsSchema = z.array(interestFreeAgreementSchema);
