import { returnAddressSchema, type ReturnAddress } from '@portal/contracts';

export interface ReturnAddressForm {
  address1: string;
  address2: string;
  address3: string;
  locationName: string;
  postCode: string;
}

export function formOf(address: ReturnAddress): ReturnAddressForm {
  return {
    address1: address.address1,
    address2: address.address2 ?? '',
    address3: address.address3 ?? '',
    locationName: address.locationName,
    postCode: address.postCode,
  };
}

/** The same rule the server applies (contracts), first message per field. */
export function validateReturnAddress(
  form: ReturnAddressForm,
): Partial<Record<keyof ReturnAddressForm, string>> {
  const result = returnAddressSchema.safeParse(form);
  if (result.success) return {};
  const errors: Partial<Record<keyof ReturnAddressForm, string>> = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && field in form) {
      const key = field as keyof ReturnAddressForm;
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

/** What is sent: blank optional lines become null, as the server keeps them. */
export function addressOf(form: ReturnAddressForm): ReturnAddress {
  return returnAddressSchema.parse(form);
}
