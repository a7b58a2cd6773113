import { asc, eq } from 'drizzle-orm';
import type { LinkedNumber } from '@portal/contracts';
import type { Db } from '../../db/client';
import { linkedNumbers } from '../../db/schema';

/** GET /accounts/{code}/linkedNumbers: oldest first, as they were linked. */
export async function findLinkedNumbers(db: Db, accountCode: string): Promise<LinkedNumber[]> {
  const rows = await db
    .select()
    .from(linkedNumbers)
    .where(eq(linkedNumbers.accountCode, accountCode))
    .orderBy(asc(linkedNumbers.createdAt), asc(linkedNumbers.id));
  return rows.map(toLinkedNumber);
}

export function toLinkedNumber(row: typeof linkedNumbers.$inferSelect): LinkedNumber {
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    linkedAt: row.createdAt.toISOString(),
  };
}
