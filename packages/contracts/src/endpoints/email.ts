import { z } from 'zod';
import { meetsPasswordRule } from '@portal/domain';

/*
 * Email management (spec sections 1, 6 and 8): the mailboxes of an account's email product.
 * The spec shows no calls for these; the paths follow section 7's style:
 * GET and POST /accounts/{code}/mailboxes, DELETE /accounts/{code}/mailboxes/{id},
 * PUT /accounts/{code}/mailboxes/{id}/password.
 */

/** Spec section 8 names the successes; these are our words for them. */
export const EMAIL_MESSAGES = {
  removed: 'The email address has been removed.',
  passwordUpdated: 'The mailbox password has been updated.',
  added: 'The mailbox has been added.',
  /** Spec section 8, word for word; %s is the email address. */
  couldNotBeRemoved: '%s could not be removed.',
  localPart:
    'Please enter a valid email name: letters, numbers, dots, hyphens or underscores, starting and ending with a letter or number',
  displayName: 'Please enter a display name of up to 60 characters',
  password:
    'Please enter a password of at least 8 characters with a lowercase letter, an uppercase letter, a number and a symbol',
  weakPassword: 'This password is too easy to guess. Please choose a stronger one.',
  limitReached: 'Your email product has no room for another mailbox.',
  taken: 'That email address is already taken. Please choose another name.',
  noEmailProduct: 'This account has no email product.',
} as const;

/** The spec's '%s could not be removed.' with the address in place of %s. */
export function mailboxRemovalFailure(emailAddress: string): string {
  return EMAIL_MESSAGES.couldNotBeRemoved.replace('%s', emailAddress);
}

export const LOCAL_PART_MAX_LENGTH = 64;
export const DISPLAY_NAME_MAX_LENGTH = 60;

/** The part before the at-sign: no leading, trailing or doubled dots, hyphens or underscores. */
export function isValidLocalPart(value: string): boolean {
  return value.length <= LOCAL_PART_MAX_LENGTH && /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/i.test(value);
}

const mailboxPassword = z
  .string()
  .max(256, EMAIL_MESSAGES.password)
  .refine((value) => meetsPasswordRule(value), EMAIL_MESSAGES.password);

export const mailboxIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const mailboxSchema = z
  .object({
    id: z.number().int(),
    emailAddress: z.string(),
    displayName: z.string().nullable(),
    quotaBytes: z.number().int(),
    usedBytes: z.number().int(),
  })
  .meta({ id: 'Mailbox' });
export type Mailbox = z.infer<typeof mailboxSchema>;

export const emailProductSchema = z
  .object({
    productKey: z.string(),
    domain: z.string(),
    mailboxLimit: z.number().int(),
  })
  .meta({ id: 'EmailProduct' });
export type EmailProduct = z.infer<typeof emailProductSchema>;

/** GET /accounts/{code}/mailboxes: emailProduct is null where the account has none. */
export const mailboxesSchema = z
  .object({
    emailProduct: emailProductSchema.nullable(),
    mailboxes: z.array(mailboxSchema),
  })
  .meta({ id: 'Mailboxes' });
export type Mailboxes = z.infer<typeof mailboxesSchema>;

/** POST /accounts/{code}/mailboxes: the address is localPart@ the product's domain. */
export const createMailboxRequestSchema = z
  .strictObject({
    localPart: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => isValidLocalPart(value), EMAIL_MESSAGES.localPart),
    displayName: z
      .string()
      .trim()
      .max(DISPLAY_NAME_MAX_LENGTH, EMAIL_MESSAGES.displayName)
      .nullable(),
    password: mailboxPassword,
  })
  .meta({ id: 'CreateMailboxRequest' });
export type CreateMailboxRequest = z.input<typeof createMailboxRequestSchema>;

/** PUT /accounts/{code}/mailboxes/{id}/password. */
export const mailboxPasswordRequestSchema = z
  .strictObject({ password: mailboxPassword })
  .meta({ id: 'MailboxPasswordRequest' });
export type MailboxPasswordRequest = z.infer<typeof mailboxPasswordRequestSchema>;
