import { eq } from 'drizzle-orm';
import type { ActiveServiceValidation } from '@portal/contracts';
import {
  INVALID_PREPAY_NUMBER_MESSAGE,
  isValidPrepayMobileNumber,
  normaliseMobileNumber,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { mobileServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * GET …/serviceEntities/{id}/validateActiveService: whether a number is an active prepay
 * number, for anyone signed in (it is asked before a number is added). Nothing else about
 * the number or its account is told; a malformed number gets the spec's prepay message.
 */
export async function validateActiveService(
  db: Db,
  number: string,
): Promise<ActiveServiceValidation> {
  if (!isValidPrepayMobileNumber(number)) {
    throw AppError.badRequest(INVALID_PREPAY_NUMBER_MESSAGE, 'invalid_prepay_number');
  }
  const serviceEntity = normaliseMobileNumber(number);
  const [line] = await db
    .select({ paymentType: mobileServices.paymentType, status: mobileServices.status })
    .from(mobileServices)
    .where(eq(mobileServices.serviceEntity, serviceEntity));
  return {
    serviceEntity,
    isActivePrepayService: line?.paymentType === 'Prepay' && line.status === 'Active',
  };
}
