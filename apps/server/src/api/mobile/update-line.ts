import { and, eq } from 'drizzle-orm';
import type { MobileServiceDetails } from '@portal/contracts';
import type { Db } from '../../db/client';
import { mobileServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findMobileService } from './find-mobile-services';

export type LineRow = typeof mobileServices.$inferSelect;
type LineChange = Partial<
  Pick<
    LineRow,
    | 'serviceEntityDescription'
    | 'barringSettings'
    | 'spendLimitCents'
    | 'simBlocked'
    | 'isPaused'
    | 'pausedAt'
  >
>;

export const noMobileService = (serviceEntity: string) =>
  AppError.notFound(
    `There is no mobile service ${serviceEntity} on this account.`,
    'no_mobile_service',
  );

/** The mobile line, or 404: the access check lets any service of the account through. */
export async function lineRow(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<LineRow> {
  const [row] = await db
    .select()
    .from(mobileServices)
    .where(
      and(
        eq(mobileServices.serviceEntity, serviceEntity),
        eq(mobileServices.accountCode, accountCode),
      ),
    );
  if (row === undefined) throw noMobileService(serviceEntity);
  return row;
}

/** One stored change to one line; the answer is the line as the next read shows it. */
export async function updateLine(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  change: LineChange,
): Promise<MobileServiceDetails> {
  if (Object.keys(change).length === 0) {
    await lineRow(db, accountCode, serviceEntity);
  } else {
    const updated = await db
      .update(mobileServices)
      .set(change)
      .where(
        and(
          eq(mobileServices.serviceEntity, serviceEntity),
          eq(mobileServices.accountCode, accountCode),
        ),
      )
      .returning({ serviceEntity: mobileServices.serviceEntity });
    if (updated.length === 0) throw noMobileService(serviceEntity);
  }
  const line = await findMobileService(db, accountCode, serviceEntity);
  if (line === undefined) throw noMobileService(serviceEntity);
  return line;
}
