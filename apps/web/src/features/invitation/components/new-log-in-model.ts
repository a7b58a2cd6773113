import { z } from 'zod';
import { newPasswordSchema, PASSWORDS_DIFFER_MESSAGE } from '../../../shared/passwords';

/** The new log-in's password and its confirmation (decision 039). */
export const newLogInFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

export type NewLogInForm = z.infer<typeof newLogInFormSchema>;
