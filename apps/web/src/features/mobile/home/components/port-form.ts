import { FORM_MESSAGES, isValidMobileNumber } from '@portal/domain';

/** What the bring-your-number form holds, as typed. */
export interface PortForm {
  currentProvider: string;
  mobileNumber: string;
  providerAccountNumber: string;
  accountHolderName: string;
  authorityGranted: boolean;
}
export type PortErrors = Partial<Record<keyof PortForm, string>>;

export const emptyForm: PortForm = {
  currentProvider: '',
  mobileNumber: '',
  providerAccountNumber: '',
  accountHolderName: '',
  authorityGranted: false,
};

export function validatePortForm(form: PortForm): PortErrors {
  const errors: PortErrors = {};
  if (form.currentProvider === '') errors.currentProvider = 'Please choose your current provider';
  if (!isValidMobileNumber(form.mobileNumber)) errors.mobileNumber = FORM_MESSAGES.mobileNumber;
  if (form.providerAccountNumber.trim() === '')
    errors.providerAccountNumber = 'Please enter your account number with your current provider';
  if (form.accountHolderName.trim() === '') errors.accountHolderName = FORM_MESSAGES.accountName;
  if (!form.authorityGranted) errors.authorityGranted = FORM_MESSAGES.numberTransferAuthority;
  return errors;
}
