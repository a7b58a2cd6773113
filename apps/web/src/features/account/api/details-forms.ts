import { z } from 'zod';
import {
  billingDetailsRequestSchema,
  type Account,
  type BillingDetailsRequest,
} from '@portal/contracts';
import { defaultContactName, formatPhoneNumber } from '@portal/domain';
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

const billingAddressRules = billingDetailsRequestSchema.shape.billingAddress.shape;

/**
 * The billing form's rules (decision 039): the request's own for the email, the first line
 * and the post code; the other lines may be left blank.
 */
export const billingFormSchema = z.object({
  billingEmail: billingDetailsRequestSchema.shape.billingEmail,
  address1: billingAddressRules.address1,
  address2: z.string(),
  locationName: z.string(),
  state: z.string(),
  postCode: billingAddressRules.postCode,
  country: z.string(),
});

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
