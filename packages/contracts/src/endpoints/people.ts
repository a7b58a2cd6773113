import { z } from 'zod';
import { FORM_MESSAGES, isValidMobileNumber, normaliseMobileNumber } from '@portal/domain';
import { accountCodeSchema, isoDateTimeSchema } from '../entities/scalars';

/*
 * Linked numbers and service addresses of an account (spec sections 1 and 3: they exist, but
 * their fields and paths are not shown). Served at /api/accounts/{code}/linkedNumbers and
 * /api/accounts/{code}/serviceAddresses, beside the other account calls.
 */

/** A phone number the customer links to the account so we know them when they call from it. */
export const linkedNumberSchema = z
  .object({
    id: z.number().int().positive(),
    number: z.string().meta({ example: '0274455667' }),
    description: z.string().nullable(),
    linkedAt: isoDateTimeSchema,
  })
  .meta({ id: 'LinkedNumber' });
export type LinkedNumber = z.infer<typeof linkedNumberSchema>;

export const LINKED_NUMBER_DESCRIPTION_MAX_LENGTH = 40;

/** POST /api/accounts/{code}/linkedNumbers: any NZ phone number of spec section 5, any spacing. */
export const linkNumberRequestSchema = z.strictObject({
  number: z
    .string()
    .max(20)
    .transform(normaliseMobileNumber)
    .refine(isValidMobileNumber, FORM_MESSAGES.phoneNumber),
  description: z
    .string()
    .trim()
    .max(
      LINKED_NUMBER_DESCRIPTION_MAX_LENGTH,
      `Up to ${String(LINKED_NUMBER_DESCRIPTION_MAX_LENGTH)} characters`,
    )
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
});
export type LinkNumberRequest = z.input<typeof linkNumberRequestSchema>;

export const linkedNumberParamsSchema = z.strictObject({
  accountCode: accountCodeSchema,
  id: z.coerce.number().int().positive(),
});

/** A place the account's services are delivered to; locationId is the id orders use. */
export const serviceAddressSchema = z
  .object({
    locationId: z.string(),
    address1: z.string(),
    address2: z.string().nullable(),
    suburb: z.string().nullable(),
    city: z.string(),
    postCode: z.string(),
    /** The services there now; earlier addresses are kept for the record. */
    isCurrent: z.boolean(),
  })
  .meta({ id: 'ServiceAddress' });
export type ServiceAddress = z.infer<typeof serviceAddressSchema>;

/** One line, joined by commas as the spec shows addresses. */
export function formatServiceAddress(
  address: Pick<ServiceAddress, 'address1' | 'address2' | 'suburb' | 'city' | 'postCode'>,
): string {
  return [address.address1, address.address2, address.suburb, `${address.city} ${address.postCode}`]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(', ');
}

/** Success messages of spec section 8 (wording not shown there, so ours). */
export const PEOPLE_MESSAGES = {
  numberLinked: 'The number has been linked to your account.',
  numberUnlinked: 'The number has been removed from your account.',
  numberAlreadyLinked: 'That number is already linked to this account.',
} as const;
