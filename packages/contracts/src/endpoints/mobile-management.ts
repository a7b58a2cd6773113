// Issue 5: schemas of the mobile management slice (mobile home, pause, bring your number).
import { z } from 'zod';
import { FORM_MESSAGES, MOBILE_NUMBER_PATTERN } from '@portal/domain';
import { mobileServiceSchema } from '../entities/mobile';
import {
  bytesSchema,
  centsSchema,
  isoDateSchema,
  isoDateTimeSchema,
  msisdnSchema,
} from '../entities/scalars';

/** The custom connection name's longest form (the entity allows 50). */
export const SERVICE_NAME_MAX_LENGTH = 50;
export const SERVICE_NAME_MESSAGE = `Please enter a name of at most ${String(SERVICE_NAME_MAX_LENGTH)} characters`;
/** Spec section 8, word for word: spend control and barring failures. */
export const SPEND_CONTROL_FAILED_MESSAGE =
  'Failed to update spend control settings with unknown error';
/** The highest monthly spend limit a customer may set ($1,000.00); ours, the spec gives none. */
export const MAX_SPEND_LIMIT_CENTS = 100_000;

/** Barring of one line (POST …/barSettings; the spec does not show the payload). */
export const barSettingsSchema = z
  .strictObject({
    internationalCalls: z.boolean(),
    premiumRateServices: z.boolean(),
    roaming: z.boolean(),
  })
  .meta({ id: 'BarSettings' });
export type BarSettings = z.infer<typeof barSettingsSchema>;

/** Data allowance of the current bill period; null fields when the plan has no cap. */
export const dataAllowanceSchema = z
  .object({
    periodStart: isoDateSchema,
    unlimited: z.boolean(),
    capBytes: bytesSchema.nullable(),
    /** Data carried over from earlier periods into this one, on top of the cap (0: none). */
    carryoverBytes: bytesSchema,
    usedBytes: bytesSchema,
    remainingBytes: bytesSchema.nullable(),
    /** True when the cap is the group leader's, shared with the whole group. */
    sharedWithGroup: z.boolean(),
  })
  .meta({ id: 'DataAllowance' });
export type DataAllowance = z.infer<typeof dataAllowanceSchema>;

/** GET mobileServices: the entity plus what the mobile home shows of each line. */
export const mobileServiceDetailsSchema = mobileServiceSchema
  .extend({
    planDescription: z.string().nullable(),
    isPaused: z.boolean(),
    pausedAt: isoDateTimeSchema.nullable(),
    simBlocked: z.boolean(),
    spendLimit: centsSchema
      .nullable()
      .meta({ description: 'Monthly spend limit, cents; null: none' }),
    barSettings: barSettingsSchema,
    allowance: dataAllowanceSchema.nullable(),
    /** A number change ordered and not yet done. */
    pendingNumber: msisdnSchema.nullable(),
  })
  .meta({ id: 'MobileServiceDetails' });
export type MobileServiceDetails = z.infer<typeof mobileServiceDetailsSchema>;

/** PUT …/serviceEntityDetails: trimmed; an empty name clears it. */
export const serviceEntityDetailsRequestSchema = z
  .strictObject({
    serviceEntityDescription: z.string().trim().max(SERVICE_NAME_MAX_LENGTH, SERVICE_NAME_MESSAGE),
  })
  .meta({ id: 'ServiceEntityDetailsRequest' });
export type ServiceEntityDetailsRequest = z.infer<typeof serviceEntityDetailsRequestSchema>;

/** POST …/changeSpendLimits (payload not shown by the spec): one line's limit, null for none. */
export const changeSpendLimitsRequestSchema = z
  .strictObject({
    serviceEntity: msisdnSchema,
    spendLimit: centsSchema.positive().max(MAX_SPEND_LIMIT_CENTS).nullable(),
  })
  .meta({ id: 'ChangeSpendLimitsRequest' });
export type ChangeSpendLimitsRequest = z.infer<typeof changeSpendLimitsRequestSchema>;

export const changeSimBlockRequestSchema = z
  .strictObject({ simBlockingEnabled: z.boolean() })
  .meta({ id: 'ChangeSimBlockRequest' });
export type ChangeSimBlockRequest = z.infer<typeof changeSimBlockRequestSchema>;

/** PUT …/pauseState (our path: the spec shows the page, not the call). */
export const pauseStateRequestSchema = z
  .strictObject({ paused: z.boolean() })
  .meta({ id: 'PauseStateRequest' });
export type PauseStateRequest = z.infer<typeof pauseStateRequestSchema>;

/** One line's state after a change, as GET mobileServices would show it. */
export const mobileServiceChangeResultSchema = mobileServiceDetailsSchema;

/** GET …/serviceEntities/{id}/availableNumbers: numbers free to change to. */
export const availableNumbersSchema = z.array(msisdnSchema).meta({ id: 'AvailableNumbers' });

/** POST …/serviceEntities/{id}/changeNumber (body not shown): one of the available numbers. */
export const changeNumberRequestSchema = z
  .strictObject({ newNumber: msisdnSchema })
  .meta({ id: 'ChangeNumberRequest' });
export type ChangeNumberRequest = z.infer<typeof changeNumberRequestSchema>;

/** An order of the mobile management slice, as stored in orders. */
export const mobileManagementOrderSchema = z
  .object({
    orderId: z.string().min(1),
    orderType: z.enum(['ChangeNumber', 'PortIn']),
    status: z.string().min(1),
    createdAt: isoDateTimeSchema,
    payload: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'MobileManagementOrder' });
export type MobileManagementOrder = z.infer<typeof mobileManagementOrderSchema>;

const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, message);

/** POST /mobile/v2/ordering/accounts/{accountCode}/portIn: bring your number (our path). */
export const bringYourNumberRequestSchema = z
  .strictObject({
    currentProvider: requiredText('Please choose your current provider', 60),
    mobileNumber: z
      .string()
      .transform((value) => value.replace(/[\s\-().]/g, ''))
      .refine((value) => MOBILE_NUMBER_PATTERN.test(value), FORM_MESSAGES.mobileNumber),
    providerAccountNumber: requiredText(
      'Please enter your account number with your current provider',
      40,
    ),
    accountHolderName: requiredText(FORM_MESSAGES.accountName, 80),
    authorityGranted: z.boolean().refine((value) => value, FORM_MESSAGES.numberTransferAuthority),
  })
  .meta({ id: 'BringYourNumberRequest' });
export type BringYourNumberRequest = z.input<typeof bringYourNumberRequestSchema>;

/** Providers a number can come from (ours; the spec does not list them). */
export const PORT_IN_PROVIDERS = [
  'One NZ',
  'Spark',
  '2degrees',
  'Skinny',
  'Warehouse Mobile',
  'Other',
] as const;
