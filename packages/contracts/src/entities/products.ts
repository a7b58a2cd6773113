import { z } from 'zod';
import { addOnTypeSchema, serviceGroupSchema, voiceTypeSchema } from './enums';
import { isoDateSchema, serviceEntitySchema } from './scalars';

export const coreProductComponentSchema = z
  .object({
    service: serviceGroupSchema,
    // Not in the spec's list, but each component is a connection the portal links to.
    serviceEntity: serviceEntitySchema,
    // Not in the spec either: the catalogue name of the component's plan, for people.
    planName: z
      .string()
      .nullable()
      .meta({ description: 'The plan as the catalogue names it', example: 'Home Phone' }),
  })
  .meta({ id: 'CoreProductComponent' });
export type CoreProductComponent = z.infer<typeof coreProductComponentSchema>;

/** A power or broadband bundle; broadband and voice fields are null on a power product. */
export const coreProductSchema = z
  .object({
    coreProductKey: z.string().min(1).meta({ example: 'UFF1000/500' }),
    // Not in the spec: what a customer calls the bundle; the key stays for support calls.
    name: z.string().min(1).meta({
      description: "The catalogue name of the bundle's broadband or power plan",
      example: 'Fibre Super',
    }),
    locationId: z.string().min(1),
    broadbandCategoryGroup: z
      .string()
      .nullable()
      .meta({ description: 'Wireless broadband is recognised by this' }),
    broadbandCategory: z
      .string()
      .nullable()
      .meta({ description: 'May carry speeds as UFB{down}/{up}', example: 'UFB1000/500' }),
    voiceCategory: voiceTypeSchema
      .nullable()
      .meta({ description: 'NoVoice means no voice service' }),
    components: z.array(coreProductComponentSchema),
  })
  .meta({ id: 'CoreProduct' });
export type CoreProduct = z.infer<typeof coreProductSchema>;

export const additionalProductSchema = z
  .object({
    // 'email' marks the email product (ADR 003), which email management is gated on.
    service: z.union([addOnTypeSchema, z.literal('email')]),
    category: z.string().min(1),
    // Not in the spec: the add-on as the catalogue names it.
    name: z.string().min(1).meta({ example: 'Static IP address' }),
  })
  .meta({ id: 'AdditionalProduct' });
export type AdditionalProduct = z.infer<typeof additionalProductSchema>;

/** Body of GET /accounts/{code}/products: the spec names the two kinds but not the wrapper. */
export const accountProductsSchema = z
  .object({
    coreProducts: z.array(coreProductSchema),
    additionalProducts: z.array(additionalProductSchema),
  })
  .meta({ id: 'AccountProducts' });
export type AccountProducts = z.infer<typeof accountProductsSchema>;

// The spec shows only the two statuses; the account-wide status is derived from them.
export const internetServiceSchema = z
  .object({
    id: serviceEntitySchema,
    activationStatus: z.enum(['Active', 'Inactive', 'Cancelled']),
    blockingStatus: z.enum(['Blocked', 'Unblocked']),
  })
  .meta({ id: 'InternetService' });
export type InternetService = z.infer<typeof internetServiceSchema>;

// The status's values are not shown in the spec.
export const portFilteringSchema = z
  .object({ status: z.enum(['Enabled', 'Disabled']) })
  .meta({ id: 'PortFiltering' });
export type PortFiltering = z.infer<typeof portFilteringSchema>;

export const orderAdditionalProductSchema = z.object({
  service: addOnTypeSchema.extract(['static_ip', 'amazonprimevideo']),
});
export type OrderAdditionalProduct = z.infer<typeof orderAdditionalProductSchema>;

export const orderSchema = z
  .object({
    orderId: z.string().min(1),
    requestedDateOfProvisioning: isoDateSchema,
    coreProductKey: z.string().min(1),
    serviceAddress: z.object({ locationId: z.string().min(1) }),
    additionalProducts: z.array(orderAdditionalProductSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
