import { eq } from 'drizzle-orm';
import type { ContactDetails } from '@portal/contracts';
import type { Db } from '../../db/client';
import { identities } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export const DETAILS_NOT_UPDATED_MESSAGE = 'the details could not be updated.';

/** Numbers arrive already normalised by the contract (local form, null to clear). */
export interface ContactDetailsChange {
  firstName?: string | undefined;
  lastName?: string | undefined;
  mobileNumber?: string | null | undefined;
  phoneNumber?: string | null | undefined;
}

/** PUT /iam/users/{id}/contactDetails, on the caller's own identity (checked by the route). */
export async function updateContactDetails(
  db: Db,
  userGuid: string,
  change: ContactDetailsChange,
): Promise<ContactDetails> {
  const set = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as ContactDetailsChange;
  if (Object.keys(set).length === 0) throw AppError.badRequest(DETAILS_NOT_UPDATED_MESSAGE);
  const [updated] = await db
    .update(identities)
    .set(set)
    .where(eq(identities.userGuid, userGuid))
    .returning({
      firstName: identities.firstName,
      lastName: identities.lastName,
      mobileNumber: identities.mobileNumber,
      phoneNumber: identities.phoneNumber,
    });
  if (updated === undefined)
    throw AppError.notFound(DETAILS_NOT_UPDATED_MESSAGE, 'identity_not_found');
  return updated;
}
