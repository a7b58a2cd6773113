import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linkedNumbers } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Spec section 8: '%s could not be removed.' */
export const notRemoved = (what: string) => `${what} could not be removed.`;

/** DELETE /accounts/{code}/linkedNumbers/{id}: only a number of this account. */
export async function deleteLinkedNumber(
  db: Db,
  accountCode: string,
  id: number,
): Promise<{ number: string }> {
  const [removed] = await db
    .delete(linkedNumbers)
    .where(and(eq(linkedNumbers.id, id), eq(linkedNumbers.accountCode, accountCode)))
    .returning({ number: linkedNumbers.number });
  if (removed === undefined) {
    throw AppError.notFound(notRemoved('This number'), 'linked_number_not_found');
  }
  return removed;
}
