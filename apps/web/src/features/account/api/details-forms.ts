import {
  BILLING_ADDRESS_MESSAGE,
  CONTACT_NAME_MESSAGE,
  POST_CODE_MESSAGE,
  type Account,
  type BillingDetailsRequest,
} from '@portal/contracts';
import {
  FORM_MESSAGES,
  defaultContactName,
  formatPhoneNumber,
  isValidContactName,
  isValidEmail,
  isValidMobileNumber,
} from '@portal/domain';
import { isRefusal, PLEASE_TRY_AGAIN } from '../../../shared/api';

export interface ContactForm {
  contactName: string;
  phoneNumber: string;
  mobileNumber: string;
}
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

/** Spec section 5: the owner's contact name, else the first 30 characters of the account name. */
export function contactFormOf(account: Account): ContactForm {
  return {
    contactName: defaultContactName({
      ownerContactName: account.accountOwner.name,
      accountName: account.accountName,
    }),
    phoneNumber:
      account.billingPhoneNumber === null ? '' : formatPhoneNumber(account.billingPhoneNumber),
    mobileNumber:
      account.billingMobileNumber === null ? '' : formatPhoneNumber(account.billingMobileNumber),
  };
}

const numberError = (value: string, message: string) =>
  value.trim() === '' || isValidMobileNumber(value) ? undefined : message;

function validateContactField(field: keyof ContactForm, value: string): string | undefined {
  if (field === 'contactName') return isValidContactName(value) ? undefined : CONTACT_NAME_MESSAGE;
  if (field === 'phoneNumber') return numberError(value, FORM_MESSAGES.phoneNumber);
  return numberError(value, FORM_MESSAGES.mobileNumber);
}

export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['contactName', 'phoneNumber', 'mobileNumber'] as const) {
    const error = validateContactField(field, form[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** Spec section 8's messages for a save that failed, for each number that was being changed. */
export const SAVE_PHONE_FAILED = 'Sorry, there was an error saving your contact phone number.';
export const SAVE_MOBILE_FAILED = 'Sorry, there was an error saving your mobile phone number.';

const digits = (value: string) => value.replace(/\D/g, '');

export function contactSaveFailure(
  error: unknown,
  sent: ContactForm,
  saved: ContactForm,
): { fields: ContactErrors; general: string[] } {
  // A refusal the server pins on a field goes under that field.
  const fieldErrors = isRefusal(error) ? fieldErrorsOf(error.data) : [];
  if (fieldErrors.length > 0) {
    const fields: ContactErrors = {};
    for (const { path, message } of fieldErrors) {
      const field = path.split('.').at(-1);
      if (field === 'contactName' || field === 'phoneNumber' || field === 'mobileNumber') {
        fields[field] = message;
      }
    }
    return { fields, general: [] };
  }
  const general: string[] = [];
  if (digits(sent.phoneNumber) !== digits(saved.phoneNumber)) general.push(SAVE_PHONE_FAILED);
  if (digits(sent.mobileNumber) !== digits(saved.mobileNumber)) general.push(SAVE_MOBILE_FAILED);
  return { fields: {}, general: general.length > 0 ? general : [PLEASE_TRY_AGAIN] };
}

function fieldErrorsOf(data: unknown): { path: string; message: string }[] {
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return [];
  const { fieldErrors } = data;
  if (!Array.isArray(fieldErrors)) return [];
  return fieldErrors.filter(
    (entry): entry is { path: string; message: string } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { path?: unknown }).path === 'string' &&
      typeof (entry as { message?: unknown }).message === 'string',
  );
}

export interface BillingForm {
  billingEmail: string;
  address1: string;
  address2: string;
  locationName: string;
  state: string;
  postCode: string;
  country: string;
}
export type BillingErrors = Partial<Record<keyof BillingForm, string>>;

export function billingFormOf(account: Account): BillingForm {
  const address = account.billingAddress;
  return {
    billingEmail: account.billingEmail ?? '',
    address1: address.address1,
    address2: address.address2 ?? '',
    locationName: address.locationName ?? '',
    state: address.state ?? '',
    postCode: address.postCode ?? '',
    country: address.country,
  };
}

function validateBillingField(field: keyof BillingForm, value: string): string | undefined {
  if (field === 'billingEmail') return isValidEmail(value) ? undefined : FORM_MESSAGES.email;
  if (field === 'address1') return value.trim() === '' ? BILLING_ADDRESS_MESSAGE : undefined;
  if (field === 'postCode') {
    return value.trim() === '' || /^\d{4}$/.test(value.trim()) ? undefined : POST_CODE_MESSAGE;
  }
  return undefined;
}

export function validateBillingForm(form: BillingForm): BillingErrors {
  const errors: BillingErrors = {};
  for (const field of Object.keys(form) as (keyof BillingForm)[]) {
    const error = validateBillingField(field, form[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request; address line 3 is not edited here and is kept as the account has it. */
export function billingRequestOf(form: BillingForm, account: Account): BillingDetailsRequest {
  return {
    billingEmail: form.billingEmail.trim(),
    billingAddress: {
      address1: form.address1.trim(),
      address2: orNull(form.address2),
      address3: account.billingAddress.address3,
      locationName: orNull(form.locationName),
      state: orNull(form.state),
      postCode: orNull(form.postCode),
      country: form.country.trim() === '' ? 'New Zealand' : form.country.trim(),
    },
  };
}
