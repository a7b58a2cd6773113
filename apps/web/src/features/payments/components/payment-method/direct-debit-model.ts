import {
  directDebitConfirmationsSchema,
  directDebitDetailsSchema,
  updateRecurringPaymentMethodSchema,
  type UpdateRecurringPaymentMethod,
} from '@portal/contracts';
import { FORM_MESSAGES, checkBankAccount } from '@portal/domain';
import { z } from 'zod';

/** The four confirmations of spec section 5, in its order, with what the person agrees to. */
export const DIRECT_DEBIT_CONFIRMATIONS = [
  {
    name: 'authorisedToOperateAccount',
    label: 'I am authorised to operate this bank account on my own.',
  },
  {
    name: 'acknowledgesBankAcceptance',
    label: 'I understand that my bank must accept this authority before it takes effect.',
  },
  {
    name: 'authorisesPaymentOnDueDate',
    label: 'I authorise payment of each invoice from this bank account on its due date.',
  },
  {
    name: 'acceptsTermsAndConditions',
    label: 'I accept the direct debit terms and conditions above.',
  },
] as const;

export type ConfirmationName = (typeof DIRECT_DEBIT_CONFIRMATIONS)[number]['name'];

export interface DirectDebitForm {
  bankAccount: string;
  accountName: string;
  confirmations: Record<ConfirmationName, boolean>;
}

export const EMPTY_DIRECT_DEBIT: DirectDebitForm = {
  bankAccount: '',
  accountName: '',
  confirmations: {
    authorisedToOperateAccount: false,
    acknowledgesBankAcceptance: false,
    authorisesPaymentOnDueDate: false,
    acceptsTermsAndConditions: false,
  },
};

/** Bank, branch, base and suffix digits (2-4-7-3 at most), as the spec's display format. */
const PART_ENDS = [2, 6, 13, 16];

/** Formats as the person types: `12-3140-0123456-00` (spec section 5, 2-4-7-2or3). */
export function formatBankAccountInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  const parts: string[] = [];
  let start = 0;
  for (const end of PART_ENDS) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, end));
    start = end;
  }
  return parts.join('-');
}

/** Letters, spaces and the marks names use. */
const ACCOUNT_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'&-]*$/u;
const payeeSchema = directDebitDetailsSchema.shape.payee;

/**
 * The direct debit form's rules (decision 039), each field with its one message: a bank
 * account the domain's check digits take, a name the contract's payee takes (as long as
 * the bank's payee field allows) written as names are, and all four confirmations the
 * contract asks for.
 */
export const directDebitFormSchema: z.ZodType<unknown, DirectDebitForm> = z.object({
  bankAccount: z.string().refine((text) => checkBankAccount(text).valid, FORM_MESSAGES.bankAccount),
  accountName: z
    .string()
    .refine(
      (text) => payeeSchema.safeParse(text).success && ACCOUNT_NAME_PATTERN.test(text.trim()),
      FORM_MESSAGES.accountName,
    ),
  confirmations: z
    .record(z.string(), z.boolean())
    .refine(
      (ticked) => directDebitConfirmationsSchema.safeParse(ticked).success,
      FORM_MESSAGES.agreeToConditions,
    ),
});

/** The PUT body; call only once directDebitFormSchema found nothing. */
export function directDebitRequest(form: DirectDebitForm): UpdateRecurringPaymentMethod | null {
  const check = checkBankAccount(form.bankAccount);
  if (!check.valid) return null;
  return {
    recurringPaymentType: 'DirectDebit',
    directDebitDetails: { payee: form.accountName.trim(), ...check.account },
    confirmations: {
      authorisedToOperateAccount: true,
      acknowledgesBankAcceptance: true,
      authorisesPaymentOnDueDate: true,
      acceptsTermsAndConditions: true,
    },
  };
}

/**
 * A direct debit kept while the person signed in again (decision 052), read back from
 * sessionStorage as the form it was sent from: a whole direct debit request whose bank
 * account and name pass the form's rules, else null (the form opens empty). The four
 * confirmations come back ticked: a request is only sent with all of them.
 */
export function keptDirectDebitForm(kept: unknown): DirectDebitForm | null {
  const parsed = updateRecurringPaymentMethodSchema.safeParse(kept);
  if (!parsed.success || parsed.data.recurringPaymentType !== 'DirectDebit') return null;
  const { payee, bankCode, bankBranch, bankAccount, bankSuffix } = parsed.data.directDebitDetails;
  const form: DirectDebitForm = {
    bankAccount: [bankCode, bankBranch, bankAccount, bankSuffix].join('-'),
    accountName: payee,
    confirmations: { ...parsed.data.confirmations },
  };
  return directDebitFormSchema.safeParse(form).success ? form : null;
}
