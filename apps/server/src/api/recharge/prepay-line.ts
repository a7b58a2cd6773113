import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mobileServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * The number to top up must be an active prepay line of the account in the path: anything
 * else (another account's line, a postpay or cancelled line, no line) is a 404, so nothing
 * about other numbers is told.
 */
export async function requirePrepayLine(
  db: Pick<Db, 'select'>,
  accountCode: string,
  serviceEntity: string,
): Promise<void> {
  const [line] = await db
    .select({ serviceEntity: mobileServices.serviceEntity })
    .from(mobileServices)
    .where(
      and(
        eq(mobileServices.serviceEntity, serviceEntity),
        eq(mobileServices.accountCode, accountCode),
        eq(mobileServices.paymentType, 'Prepay'),
        eq(mobileServices.status, 'Active'),
      ),
    );
  if (line === undefined) {
    throw AppError.notFound(
      `There is no active prepay number ${serviceEntity} on this account.`,
      'no_prepay_line',
    );
  }
}
