import type { BillingDetails, BillingDetailsRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { updateAccountRow } from './account-row';

const partOrNull = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value.trim();

/** PUT /accounts/{code}/billingDetails: the billing email and address, from My details. */
export async function updateBillingDetails(
  db: Db,
  accountCode: string,
  request: BillingDetailsRequest,
): Promise<BillingDetails> {
  const { billingAddress: address } = request;
  const saved: BillingDetails = {
    billingEmail: request.billingEmail.trim(),
    billingAddress: {
      address1: address.address1.trim(),
      address2: partOrNull(address.address2),
      address3: partOrNull(address.address3),
      locationName: partOrNull(address.locationName),
      state: partOrNull(address.state),
      postCode: partOrNull(address.postCode),
      country: address.country.trim(),
    },
  };
  await updateAccountRow(db, accountCode, {
    billingEmail: saved.billingEmail,
    billingAddress1: saved.billingAddress.address1,
    billingAddress2: saved.billingAddress.address2,
    billingAddress3: saved.billingAddress.address3,
    billingLocationName: saved.billingAddress.locationName,
    billingState: saved.billingAddress.state,
    billingPostCode: saved.billingAddress.postCode,
    billingCountry: saved.billingAddress.country,
  });
  return saved;
}
