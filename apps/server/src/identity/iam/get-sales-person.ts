import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salesPeople } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export async function getSalesPerson(db: Db, userGuid: string): Promise<{ name: string }> {
  const [row] = await db
    .select({ name: salesPeople.name })
    .from(salesPeople)
    .where(eq(salesPeople.userGuid, userGuid))
    .limit(1);
  if (row === undefined) throw AppError.notFound('No sales person is linked to this sign-in.');
  return row;
}
