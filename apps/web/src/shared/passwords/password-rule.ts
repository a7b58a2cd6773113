import { z } from 'zod';
import { missingPasswordParts, PASSWORD_MIN_LENGTH, PASSWORD_PART_HINTS } from '@portal/domain';

/** The spec's client-side rule, shown under a new password field (spec section 5). */
export const PASSWORD_RULE_HINT = `At least ${String(PASSWORD_MIN_LENGTH)} characters with a lowercase letter, an uppercase letter, a number and a symbol.`;

/** What a new password still lacks under the spec's rule, in words; undefined when it has all. */
export function missingPartsMessage(password: string): string | undefined {
  const missing = missingPasswordParts(password);
  if (missing.length === 0) return undefined;
  return `Your new password needs ${missing.map((part) => PASSWORD_PART_HINTS[part]).join(', ')}.`;
}

/** A new password's field in a form schema (decision 039): what it still lacks, in words. */
export const newPasswordSchema = z.string().superRefine((password, context) => {
  const message = missingPartsMessage(password);
  if (message !== undefined) context.addIssue({ code: 'custom', message });
});

export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';
