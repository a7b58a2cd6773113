import {
  PEOPLE_MESSAGES,
  type LinkedNumber,
  type linkNumberRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { linkedNumbers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { toLinkedNumber } from './find-linked-numbers';

/**
 * POST /accounts/{code}/linkedNumbers. A number is linked once per account: sending it again
 * (a double click, a retry) is refused with 409 and changes nothing.
 */
export async function createLinkedNumber(
  db: Db,
  accountCode: string,
  request: z.output<typeof linkNumberRequestSchema>,
): Promise<LinkedNumber> {
  const [row] = await db
    .insert(linkedNumbers)
    .values({ accountCode, number: request.number, description: request.description })
    .onConflictDoNothing()
    .returning();
  if (row === undefined) {
    throw AppError.conflict(PEOPLE_MESSAGES.numberAlreadyLinked, 'number_already_linked');
  }
  return toLinkedNumber(row);
}
