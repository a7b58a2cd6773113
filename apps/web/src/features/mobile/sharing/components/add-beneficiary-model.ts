import { beneficiaryNumberError } from '@portal/domain';
import { z } from 'zod';

/** The number as typed; the server reads it as `beneficiaryServiceEntity`. */
export interface AddBeneficiaryValues {
  number: string;
}

export const EMPTY_BENEFICIARY: AddBeneficiaryValues = { number: '' };

/**
 * The number's rule (decision 039): the domain's mobile-number rule, in the spec's words,
 * which the server applies to the same query too. Whether this line may share with it is
 * the server's to say.
 */
export const addBeneficiaryFormSchema: z.ZodType<unknown, AddBeneficiaryValues> = z.object({
  number: z.string().superRefine((number, context) => {
    const message = beneficiaryNumberError(number);
    if (message !== undefined) context.addIssue({ code: 'custom', message });
  }),
});
