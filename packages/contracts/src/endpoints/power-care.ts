import { z } from 'zod';
import { MEDICAL_DEPENDENCY_STATES } from '@portal/domain';
import { emailAddressSchema, msisdnSchema, nzPhoneNumberSchema } from '../entities/scalars';

/**
 * Medically dependent consumers and alternate contacts (issue 30, decision 063): the owner's
 * declaration, the practitioner's confirmation (uploaded on its own route as the raw file),
 * staff's decision, and the alternate contact told about payment difficulty.
 */

const text = (empty: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Please keep this to ${String(max)} characters`);

export const medicalDependencyRequestSchema = z.strictObject({
  dependentName: text('Please tell us who depends on power', 100),
  need: text('Please tell us what equipment or need depends on power', 500),
  contactPhone: nzPhoneNumberSchema,
  declaration: z.literal(true, 'Please confirm the declaration'),
});
export type MedicalDependencyRequest = z.infer<typeof medicalDependencyRequestSchema>;

export const medicalDependencyStateSchema = z.enum(MEDICAL_DEPENDENCY_STATES);

export const medicalDependencySchema = z.object({
  accountCode: z.string(),
  state: medicalDependencyStateSchema,
  dependentName: z.string(),
  need: z.string(),
  contactPhone: z.string(),
  declaredAt: z.iso.datetime({ offset: true }),
  confirmation: z
    .object({
      type: z.string(),
      sizeBytes: z.number().int(),
      uploadedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  declineReason: z.string().nullable(),
});
export type MedicalDependency = z.infer<typeof medicalDependencySchema>;

/** The account's application, or null when there is none. */
export const medicalDependencyAnswerSchema = medicalDependencySchema.nullable();

export const declineMedicalDependencySchema = z.strictObject({
  reason: text('Please give the customer a reason', 500),
});

export const alternateContactRequestSchema = z
  .strictObject({
    name: text('Please enter their name', 100),
    relationship: text('Please tell us how they are related to you', 100),
    email: emailAddressSchema.optional(),
    mobileNumber: msisdnSchema.optional(),
    consent: z.literal(true, 'Please confirm they have agreed to be your alternate contact'),
  })
  .refine((body) => body.email !== undefined || body.mobileNumber !== undefined, {
    message: 'Please give an email address or a mobile number, or both',
    path: ['email'],
  });
export type AlternateContactRequest = z.infer<typeof alternateContactRequestSchema>;

export const alternateContactSchema = z.object({
  name: z.string(),
  relationship: z.string(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  consentConfirmedAt: z.iso.datetime({ offset: true }),
});
export type AlternateContact = z.infer<typeof alternateContactSchema>;

export const alternateContactAnswerSchema = alternateContactSchema.nullable();
