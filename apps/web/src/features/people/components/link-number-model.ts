import { z } from 'zod';
import { linkNumberRequestSchema } from '@portal/contracts';
import { FORM_MESSAGES, isValidMobileNumber } from '@portal/domain';

export interface LinkNumberValues {
  number: string;
  description: string;
}

export const EMPTY_LINK_NUMBER: LinkNumberValues = { number: '', description: '' };

/**
 * The form's rules (decision 039): any NZ phone number of spec section 5, in its message, and
 * the request's rule for the description.
 */
export const linkNumberFormSchema = z.object({
  number: z.string().refine(isValidMobileNumber, FORM_MESSAGES.phoneNumber),
  description: linkNumberRequestSchema.shape.description,
});
