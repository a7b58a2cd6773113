import { z } from 'zod';
import { PORT_IN_PROVIDERS } from '@portal/contracts';
import { FORM_MESSAGES, isValidMobileNumber } from '@portal/domain';

/** What the bring-your-number form holds, as typed. */
export interface PortForm {
  currentProvider: string;
  mobileNumber: string;
  providerAccountNumber: string;
  accountHolderName: string;
  authorityGranted: boolean;
}
export const emptyForm: PortForm = {
  currentProvider: '',
  mobileNumber: '',
  providerAccountNumber: '',
  accountHolderName: '',
  authorityGranted: false,
};

/** The form's rules (decision 039), checked when the person asks for the review. */
export const portFormSchema = z.object({
  currentProvider: z.string().min(1, 'Please choose your current provider'),
  mobileNumber: z.string().refine(isValidMobileNumber, FORM_MESSAGES.mobileNumber),
  providerAccountNumber: z
    .string()
    .trim()
    .min(1, 'Please enter your account number with your current provider'),
  accountHolderName: z.string().trim().min(1, FORM_MESSAGES.accountName),
  authorityGranted: z.boolean().refine(Boolean, FORM_MESSAGES.numberTransferAuthority),
});

const providers: readonly string[] = PORT_IN_PROVIDERS;

/**
 * A request kept while the person signed in again (decision 052), read back from
 * sessionStorage: the form's values when they pass its rules and name a provider it offers,
 * else null (the form opens empty).
 */
export function keptPortForm(kept: unknown): PortForm | null {
  const parsed = portFormSchema.safeParse(kept);
  if (!parsed.success || !providers.includes(parsed.data.currentProvider)) return null;
  return parsed.data;
}
