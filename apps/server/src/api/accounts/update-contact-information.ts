import type { ContactInformation, ContactInformationRequest } from '@portal/contracts';
import { normaliseMobileNumber } from '@portal/domain';
import type { Db } from '../../db/client';
import { updateAccountRow } from './account-row';

const numberOrNull = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : normaliseMobileNumber(value);

/**
 * PUT /accounts/{code}/contactInformation. The body schema has already refused bad input
 * (400, nothing saved). The contact name is the account owner's contact name (the schema
 * has no separate column); numbers are stored in local form without spaces.
 */
export async function updateContactInformation(
  db: Db,
  accountCode: string,
  request: ContactInformationRequest,
): Promise<ContactInformation> {
  const saved = {
    contactName: request.contactName.trim(),
    phoneNumber: numberOrNull(request.phoneNumber),
    mobileNumber: numberOrNull(request.mobileNumber),
  };
  await updateAccountRow(db, accountCode, {
    ownerName: saved.contactName,
    billingPhoneNumber: saved.phoneNumber,
    billingMobileNumber: saved.mobileNumber,
  });
  return saved;
}
