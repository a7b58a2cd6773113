import { z } from 'zod';
import { POST_CODE_MESSAGE } from './accounts';

/*
 * Modem return (spec: /confirm-delivery-address, open without sign-in). The customer's
 * message carries a link with a single-use token; with it they see where the return bag
 * goes and confirm or correct that address once. The spec shows no calls; ours are
 * POST /modemReturns/lookup and POST /modemReturns/confirm, the token in the body so it
 * stays out of URLs and logs.
 */

export const MODEM_RETURN_MESSAGES = {
  /** An unknown, malformed or expired token: nothing more is said. */
  invalid: 'This link is not valid or has expired.',
  used: 'This link has already been used.',
  tooMany: 'Too many attempts. Please try again later.',
  address1: 'Please enter the street address',
  locationName: 'Please enter the town or city',
  postCode: POST_CODE_MESSAGE,
  addressPart: 'Please keep this line to 60 characters',
} as const;

/** URL-safe base64 of 32 random bytes; anything else is refused before a lookup. */
export const modemReturnTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, MODEM_RETURN_MESSAGES.invalid);

const optionalPart = z
  .string()
  .trim()
  .max(60, MODEM_RETURN_MESSAGES.addressPart)
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));

const requiredPart = (message: string) => z.string().trim().min(1, message).max(60, message);

/** Where the return bag is sent: a New Zealand address (4-digit post code). */
export const returnAddressSchema = z
  .strictObject({
    address1: requiredPart(MODEM_RETURN_MESSAGES.address1),
    address2: optionalPart,
    address3: optionalPart,
    locationName: requiredPart(MODEM_RETURN_MESSAGES.locationName),
    postCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, MODEM_RETURN_MESSAGES.postCode),
  })
  .meta({ id: 'ReturnAddress' });
export type ReturnAddress = z.output<typeof returnAddressSchema>;
export type ReturnAddressInput = z.input<typeof returnAddressSchema>;

export const modemReturnLookupRequestSchema = z
  .strictObject({ token: modemReturnTokenSchema })
  .meta({ id: 'ModemReturnLookupRequest' });

/** POST /modemReturns/confirm: the address as shown, or as corrected. */
export const modemReturnConfirmRequestSchema = z
  .strictObject({ token: modemReturnTokenSchema, deliveryAddress: returnAddressSchema })
  .meta({ id: 'ModemReturnConfirmRequest' });
export type ModemReturnConfirmRequest = z.input<typeof modemReturnConfirmRequestSchema>;

/** An address as stored and shown. */
export const storedReturnAddressSchema = z
  .object({
    address1: z.string(),
    address2: z.string().nullable(),
    address3: z.string().nullable(),
    locationName: z.string(),
    postCode: z.string(),
  })
  .meta({ id: 'StoredReturnAddress' });

/** What the link shows: the address only, nothing of the account. */
export const modemReturnSchema = z
  .object({
    status: z.enum(['Requested', 'Confirmed']),
    deliveryAddress: storedReturnAddressSchema,
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ModemReturn' });
export type ModemReturn = z.infer<typeof modemReturnSchema>;

/** Joins an address for display, as billing addresses are shown (spec section 3). */
export function formatReturnAddress(address: ReturnAddress): string {
  return [
    address.address1,
    address.address2,
    address.address3,
    address.locationName,
    address.postCode,
  ]
    .filter((part): part is string => part !== null && part !== '')
    .join(', ');
}
