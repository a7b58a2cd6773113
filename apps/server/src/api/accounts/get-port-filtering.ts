import { and, eq } from 'drizzle-orm';
import type { PortFiltering } from '@portal/contracts';
import type { Db } from '../../db/client';
import { internetServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * GET …/internetServices/{id}/features/portfiltering. A service of another account is a
 * 404, the same answer as one that does not exist, so ids of others cannot be probed.
 */
export async function getPortFiltering(
  db: Db,
  accountCode: string,
  serviceId: string,
): Promise<PortFiltering> {
  const [row] = await db
    .select({ status: internetServices.portFilteringStatus })
    .from(internetServices)
    .where(and(eq(internetServices.id, serviceId), eq(internetServices.accountCode, accountCode)));
  if (row === undefined) {
    throw AppError.notFound(`There is no internet service ${serviceId} on this account.`);
  }
  return { status: row.status === 'Disabled' ? 'Disabled' : 'Enabled' };
}
