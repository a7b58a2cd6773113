import { z } from 'zod';
import { CONTACT_NAME_MAX_LENGTH, FORM_MESSAGES, isValidMobileNumber } from '@portal/domain';
import { billFrequencySchema, businessGroupSchema } from '../entities/enums';
import { billingAddressSchema } from '../entities/account';
import { internetServiceSchema } from '../entities/products';
import { emailAddressSchema, serviceEntitySchema } from '../entities/scalars';

/*
 * The Accounts calls of spec section 7 beyond GET /accounts/{code} and /products, whose
 * shapes live with the entities. Message texts come from the domain's form messages.
 */

export const CONTACT_NAME_MESSAGE = `Please enter a contact name of up to ${String(CONTACT_NAME_MAX_LENGTH)} characters`;
export const BILLING_ADDRESS_MESSAGE = 'Please enter the first line of your billing address';
export const POST_CODE_MESSAGE = 'Please enter a valid postcode';

/** Empty means "no number"; anything else must pass the spec's number rule (any spacing). */
const optionalNumber = (message: string) =>
  z
    .string()
    .max(20, message)
    .refine((value) => value.trim() === '' || isValidMobileNumber(value), message)
    .nullable();

/** PUT /accounts/{code}/contactInformation (spec section 7); success is status 200. */
export const contactInformationRequestSchema = z
  .strictObject({
    contactName: z
      .string()
      .refine(
        (value) =>
          value.trim() !== '' && Array.from(value.trim()).length <= CONTACT_NAME_MAX_LENGTH,
        CONTACT_NAME_MESSAGE,
      ),
    phoneNumber: optionalNumber(FORM_MESSAGES.phoneNumber),
    mobileNumber: optionalNumber(FORM_MESSAGES.mobileNumber),
  })
  .meta({ id: 'ContactInformationRequest' });
export type ContactInformationRequest = z.infer<typeof contactInformationRequestSchema>;

/** What is stored: the trimmed name and numbers in local form without spaces. */
export const contactInformationSchema = z
  .object({
    contactName: z.string(),
    phoneNumber: z.string().nullable(),
    mobileNumber: z.string().nullable(),
  })
  .meta({ id: 'ContactInformation' });
export type ContactInformation = z.infer<typeof contactInformationSchema>;

const addressPart = z.string().trim().max(60).nullable();

/**
 * PUT /accounts/{code}/billingDetails: billing email and address from My details. The
 * spec shows no call for these; the path follows the style of section 7.
 */
export const billingDetailsRequestSchema = z
  .strictObject({
    billingEmail: emailAddressSchema,
    billingAddress: z.strictObject({
      address1: z
        .string()
        .max(60, BILLING_ADDRESS_MESSAGE)
        .refine((value) => value.trim() !== '', BILLING_ADDRESS_MESSAGE),
      address2: addressPart,
      address3: addressPart,
      locationName: addressPart,
      state: addressPart,
      postCode: z
        .string()
        .refine((value) => value.trim() === '' || /^\d{4}$/.test(value.trim()), POST_CODE_MESSAGE)
        .nullable(),
      country: z.string().trim().min(1).max(60),
    }),
  })
  .meta({ id: 'BillingDetailsRequest' });
export type BillingDetailsRequest = z.infer<typeof billingDetailsRequestSchema>;

export const billingDetailsSchema = z
  .object({ billingEmail: z.string(), billingAddress: billingAddressSchema })
  .meta({ id: 'BillingDetails' });
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** GET /accounts/{code}/offers query: the business group defaults to the account's own. */
export const offersQuerySchema = z.object({
  businessGroup: businessGroupSchema.optional(),
  billFrequency: billFrequencySchema.default('Monthly'),
});
export type OffersQuery = z.infer<typeof offersQuerySchema>;

export const offerProductTypeSchema = z.enum(['Broadband', 'Voice', 'Mobile', 'Power']);
export type OfferProductType = z.infer<typeof offerProductTypeSchema>;

/**
 * One price of an offer, in cents. Power rates are priced in fractions of a cent
 * (27.85 c/kWh), so amounts here are not always whole cents.
 */
export const offerChargeSchema = z
  .object({
    chargeIncludingGst: z.number().nonnegative(),
    chargeExcludingGst: z.number().nonnegative(),
    billFrequency: billFrequencySchema.nullable(),
    unit: z.string().meta({ example: 'month' }),
    description: z.string(),
  })
  .meta({ id: 'OfferCharge' });
export type OfferCharge = z.infer<typeof offerChargeSchema>;

export const offerSchema = z
  .object({
    offerKey: z.string().min(1),
    productType: offerProductTypeSchema,
    name: z.string(),
    description: z.string().nullable(),
    charges: z.array(offerChargeSchema),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

/** GET /offers/v2/accounts/{accountCode}/offers: the account's own group, frequency and GST view. */
export const offersV2Schema = z
  .object({
    businessGroup: businessGroupSchema.nullable(),
    billFrequency: billFrequencySchema,
    displayGstInclusiveValues: z.boolean(),
    offers: z.array(
      offerSchema.extend({
        /** The first charge as this account is shown prices (incl. or excl. GST). */
        displayCharge: z.number().nonnegative().nullable(),
      }),
    ),
  })
  .meta({ id: 'OffersV2' });
export type OffersV2 = z.infer<typeof offersV2Schema>;

/** GET accounts/{code}/internetServices: the statuses of spec section 3 and what the service is. */
export const internetServiceDetailsSchema = internetServiceSchema
  .extend({
    category: z.string().meta({ example: 'UFB1000/500' }),
    categoryGroup: z.string(),
    technology: z.enum(['UFB', 'WBB', 'xDSL']),
    planKey: z.string(),
    planName: z.string(),
  })
  .meta({ id: 'InternetServiceDetails' });
export type InternetServiceDetails = z.infer<typeof internetServiceDetailsSchema>;

export const internetServiceParamsSchema = z.object({ id: serviceEntitySchema });

export const mobileAlertKindSchema = z.enum(['DataNearlyUsed', 'Roaming']);
export type MobileAlertKind = z.infer<typeof mobileAlertKindSchema>;

/** GET /accounts/{code}/mobileAlerts: notices about the account's mobile lines. */
export const mobileAlertSchema = z
  .object({
    kind: mobileAlertKindSchema,
    serviceEntity: serviceEntitySchema,
    title: z.string(),
    message: z.string(),
  })
  .meta({ id: 'MobileAlert' });
export type MobileAlert = z.infer<typeof mobileAlertSchema>;
