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
