import { z } from 'zod';
import { newPasswordSchema, PASSWORDS_DIFFER_MESSAGE } from '../../../shared/passwords';

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordForm, string>>;
