import { z } from 'zod';
import { missingPartsMessage, PASSWORDS_DIFFER_MESSAGE } from '../../../shared/passwords';

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
    message: PASSWORDS_DIFFER_MESSAGE,
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
