import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../orders';
import { icps, meters } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export const NO_POWER_MESSAGE = 'This account has no power connection.';

export type IcpRow = typeof icps.$inferSelect;

/** The account's active ICP, or a 404. */
export async function activeIcpOf(db: DbOrTx, accountCode: string): Promise<IcpRow> {
  const [row] = await db
    .select()
    .from(icps)
    .where(and(eq(icps.accountCode, accountCode), eq(icps.status, 'Active')))
    .orderBy(asc(icps.startDate))
    .limit(1);
  if (row === undefined) throw AppError.notFound(NO_POWER_MESSAGE, 'no_power');
  return row;
}

export async function metersOf(db: DbOrTx, icpNumber: string) {
  return db
    .select()
    .from(meters)
    .where(eq(meters.icpNumber, icpNumber))
    .orderBy(asc(meters.installedAt), asc(meters.meterSerial));
}
