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

/** What is sent: blank optional lines become null, as the server keeps them. */
export function addressOf(form: ReturnAddressForm): ReturnAddress {
  return returnAddressSchema.parse(form);
}
