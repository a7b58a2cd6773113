import { and, eq } from 'drizzle-orm';
import type { PortFiltering } from '@portal/contracts';
import type { Db } from '../../db/client';
import { internetServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** PUT …/internetServices/{id}/features/portfiltering {status}; another account's service is a 404. */
export async function updatePortFiltering(
  db: Db,
  accountCode: string,
  serviceId: string,
  request: PortFiltering,
): Promise<PortFiltering> {
  const updated = await db
    .update(internetServices)
    .set({ portFilteringStatus: request.status })
    .where(and(eq(internetServices.id, serviceId), eq(internetServices.accountCode, accountCode)))
    .returning({ status: internetServices.portFilteringStatus });
  if (updated.length === 0) {
    throw AppError.notFound(`There is no internet service ${serviceId} on this account.`);
  }
  return request;
}
