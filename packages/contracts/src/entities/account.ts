import { z } from 'zod';
import { billFrequencySchema, billingPeriodSchema, businessGroupSchema } from './enums';
import { roleSchema } from './identity';
import { accountCodeSchema, emailAddressSchema, isoDateSchema } from './scalars';

/** Parts after address1 are often empty; the formatter joins the present ones with commas. */
export const billingAddressSchema = z
  .object({
    address1: z.string().min(1),
    address2: z.string().nullable(),
    address3: z.string().nullable(),
    country: z.string().min(1),
    locationName: z.string().nullable(),
    postCode: z.string().nullable(),
    state: z.string().nullable(),
  })
  .meta({ id: 'BillingAddress' });
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const billCycleSchema = z
  .object({
    billFrequency: billFrequencySchema,
    billingPeriod: billingPeriodSchema,
    billingPeriodModifiedDate: isoDateSchema.nullable(),
    // The spec does not show its shape: an opaque bill-run label from billing, e.g. '2026-03-M15'.
    currentBillRun: z.string().nullable(),
    displayName: z.string().meta({ description: 'e.g. "Monthly, on the 15th"' }),
    lastBilledDate: isoDateSchema.nullable(),
    // Null once the account is cancelled and no bill is due.
    nextBillDate: isoDateSchema.nullable(),
  })
  .meta({ id: 'BillCycle' });
export type BillCycle = z.infer<typeof billCycleSchema>;

/** An external reference of this type marks a farm account (statements only). */
export const FARM_SOURCE_ACCOUNT_NUMBER = 'FarmSourceAccountNumber';

// Only the type is shown in the spec; value carries the reference itself.
export const externalReferenceSchema = z
  .object({
    type: z.string().min(1).meta({ example: FARM_SOURCE_ACCOUNT_NUMBER }),
    value: z.string(),
  })
  .meta({ id: 'ExternalReference' });
export type ExternalReference = z.infer<typeof externalReferenceSchema>;

export const accountSchema = z
  .object({
    accountCode: accountCodeSchema,
    accountName: z.string().min(1),
    accountOwner: z.object({ name: z.string() }),
    billingEmail: emailAddressSchema.nullable(),
    billingPhoneNumber: z.string().nullable(),
    billingMobileNumber: z.string().nullable(),
    billingAddress: billingAddressSchema,
    businessGroup: businessGroupSchema.nullable(),
    billCycle: billCycleSchema,
    externalReferences: z.array(externalReferenceSchema).default([]),
    // Empty while the account is active (spec section 4).
    dateCancelled: isoDateSchema.nullable().default(null),
    roles: z.array(roleSchema),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

/** One entry of the account list, with contact details flattened for display. */
export const accountSummarySchema = accountSchema
  .pick({
    accountCode: true,
    accountName: true,
    billingAddress: true,
    businessGroup: true,
    billCycle: true,
    externalReferences: true,
    dateCancelled: true,
    roles: true,
  })
  .extend({
    contactName: z.string().meta({ description: "Account owner's name" }),
    contactEmail: emailAddressSchema.nullable().meta({ description: 'Billing email' }),
    contactPhone: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    address: z.string().meta({ description: 'Full billing address, parts joined by commas' }),
  })
  .meta({ id: 'AccountSummary' });
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const contactSchema = z
  .object({ firstName: z.string(), lastName: z.string() })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

// Only the display flag is shown in the spec; off means the account sees GST-exclusive prices.
export const gstDetailsSchema = z
  .object({ displayGstInclusiveValues: z.boolean() })
  .meta({ id: 'GstDetails' });
export type GstDetails = z.infer<typeof gstDetailsSchema>;

export const billDateSchema = z.object({ billDate: isoDateSchema }).meta({ id: 'BillDate' });
export type BillDate = z.infer<typeof billDateSchema>;
