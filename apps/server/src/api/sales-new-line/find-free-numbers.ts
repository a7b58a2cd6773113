import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mobileServices, orders } from '../../db/schema';

const OFFERED = 4;
// Enough that a busy demo database still has numbers to offer after many orders.
const CANDIDATES = 48;

/**
 * Candidate numbers for an account, the same on every read (so the list does not change
 * under the person choosing): 022 and seven digits drawn from a hash of the account code.
 */
export function candidateNumbers(accountCode: string, count = CANDIDATES): string[] {
  return Array.from({ length: count }, (_, index) => {
    const digest = createHash('sha256').update(`${accountCode}:${index}`).digest();
    const seven = digest.readUInt32BE(0) % 10_000_000;
    return `022${String(seven).padStart(7, '0')}`;
  });
}

/**
 * Numbers held by a line, a new-line order or a number change under way: none of them may
 * be offered or ordered.
 */
export async function takenNumbers(db: Db, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const lines = await db
    .select({ number: mobileServices.serviceEntity })
    .from(mobileServices)
    .where(inArray(mobileServices.serviceEntity, [...numbers]));
  const ordered = await db
    .select({ number: sql<string>`${orders.payload}->>'serviceEntity'` })
    .from(orders)
    .where(
      and(
        eq(orders.orderType, 'NewLine'),
        inArray(sql`${orders.payload}->>'serviceEntity'`, [...numbers]),
      ),
    );
  const changes = await db
    .select({ number: sql<string>`${orders.payload}->>'newNumber'` })
    .from(orders)
    .where(
      and(
        eq(orders.orderType, 'ChangeNumber'),
        inArray(sql`${orders.payload}->>'newNumber'`, [...numbers]),
      ),
    );
  return new Set([...lines, ...ordered, ...changes].map((row) => row.number));
}

/** A few free numbers for a NewNumber order: used by no mobile line and no other order. */
export async function findFreeNumbers(db: Db, accountCode: string): Promise<string[]> {
  const candidates = [...new Set(candidateNumbers(accountCode))];
  const taken = await takenNumbers(db, candidates);
  return candidates.filter((number) => !taken.has(number)).slice(0, OFFERED);
}
