import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FORM_MESSAGES,
  MOBILE_NUMBER_PATTERN,
  PREPAY_MOBILE_NUMBER_PATTERN,
  isValidEmail,
} from '@portal/domain';

/**
 * Building blocks shared by the entity and endpoint schemas. Money travels as integer
 * cents so no amount is ever rounded in transit; formatting to dollars is the domain
 * package's job.
 */
export const centsSchema = z.number().int().meta({ description: 'NZD amount in integer cents' });

export const bytesSchema = z
  .number()
  .int()
  .nonnegative()
  .meta({ description: 'Data volume in bytes (units are base 1024 when shown)' });

/** Whole megabytes: data sharing rounds down to whole MB before it is sent (spec section 5). */
export const wholeMbSchema = z.number().int().nonnegative();

/** Calendar date, `yyyy-MM-dd`, meant in Pacific/Auckland. */
export const isoDateSchema = z.iso.date();

/**
 * A calendar date a caller types into a query, refused in words that name it:
 * `Enter the start date as yyyy-MM-dd.` for `queryDateSchema('start')`.
 */
export const queryDateSchema = (which: string) =>
  z.iso.date({ error: `Enter the ${which} date as yyyy-MM-dd.` });

/** Instant with an explicit offset, e.g. `2026-03-01T09:30:00+13:00` or `…Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const accountCodeSchema = z
  .string()
  .regex(/^\d{1,20}$/, 'Account code must be digits')
  .meta({ description: 'Billing account code, e.g. 30000001', example: '30000001' });

/** NZ number as the spec's rule allows: mobile 02 + 6-9 digits, landline 03/04/06/07/09 + 6-7. */
export const nzPhoneNumberSchema = z
  .string()
  .regex(MOBILE_NUMBER_PATTERN, 'Enter a valid phone number');

/** A mobile line's service entity is its number in local form (docs/spec-notes.md). */
export const msisdnSchema = z
  .string()
  .regex(PREPAY_MOBILE_NUMBER_PATTERN, 'Enter a valid mobile number')
  .meta({ description: 'Mobile number in local form, e.g. 0211234567', example: '0211234567' });

/** Service entity of any kind: a mobile number, a broadband or voice service id, or an ICP. */
export const serviceEntitySchema = z.string().min(1).max(64);

/**
 * An email address by spec section 5's simple form (domain's isValidEmail, one at-sign),
 * refused in its words, 'Please enter a valid email address'. The one rule for the browser
 * and the server: zod's own email check refused addresses the browser took (josé@…).
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, FORM_MESSAGES.email)
  .refine((value) => isValidEmail(value), FORM_MESSAGES.email)
  .meta({ description: 'Email address: one at-sign and a domain with a dot' });
