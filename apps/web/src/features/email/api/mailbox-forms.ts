import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MESSAGES, isValidLocalPart } from '@portal/contracts';
import { missingPasswordParts, PASSWORD_MIN_LENGTH, PASSWORD_PART_HINTS } from '@portal/domain';

/** The spec's client-side password rule (section 5), shown under the password field. */
export const MAILBOX_PASSWORD_HINT = `At least ${String(PASSWORD_MIN_LENGTH)} characters with a lowercase letter, an uppercase letter, a number and a symbol.`;

const password = z.string().superRefine((value, context) => {
  const missing = missingPasswordParts(value);
  if (missing.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `The password needs ${missing.map((part) => PASSWORD_PART_HINTS[part]).join(', ')}.`,
    });
  }
});

const passwordPair = { password, confirmPassword: z.string() };
const matching = {
  path: ['confirmPassword'],
  message: 'The passwords do not match',
};

export const addMailboxFormSchema = z
  .object({
    localPart: z
      .string()
      .refine((value) => isValidLocalPart(value.trim()), EMAIL_MESSAGES.localPart),
    displayName: z
      .string()
      .refine(
        (value) => value.trim().length <= DISPLAY_NAME_MAX_LENGTH,
        EMAIL_MESSAGES.displayName,
      ),
    ...passwordPair,
  })
  .refine((form) => form.confirmPassword === form.password, matching);
export type AddMailboxForm = z.infer<typeof addMailboxFormSchema>;

export const mailboxPasswordFormSchema = z
  .object(passwordPair)
  .refine((form) => form.confirmPassword === form.password, matching);
export type MailboxPasswordForm = z.infer<typeof mailboxPasswordFormSchema>;
