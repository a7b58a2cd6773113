import { z } from 'zod';
import { missingPasswordParts, PASSWORD_MIN_LENGTH, PASSWORD_PART_HINTS } from '@portal/domain';

/** The spec's client-side rule, shown under the new password field (spec section 5). */
export const PASSWORD_RULE_HINT = `At least ${String(PASSWORD_MIN_LENGTH)} characters with a lowercase letter, an uppercase letter, a number and a symbol.`;

export function missingPartsMessage(password: string): string | undefined {
  const missing = missingPasswordParts(password);
  if (missing.length === 0) return undefined;
  return `Your new password needs ${missing.map((part) => PASSWORD_PART_HINTS[part]).join(', ')}.`;
}

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: z.string().superRefine((password, context) => {
      const message = missingPartsMessage(password);
      if (message !== undefined) context.addIssue({ code: 'custom', message });
    }),
    confirmPassword: z.string(),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordForm, string>>;

/** The first message per field, as the inputs show them. */
export function validateChangePassword(form: ChangePasswordForm): ChangePasswordErrors {
  const result = changePasswordFormSchema.safeParse(form);
  if (result.success) return {};
  const errors: ChangePasswordErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (
      (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword') &&
      errors[field] === undefined
    ) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
