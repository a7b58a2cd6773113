import { eq } from 'drizzle-orm';
import { MODEM_RETURN_MESSAGES, type ReturnAddress, type ModemReturn } from '@portal/contracts';
import type { Db } from '../../db/client';
import { modemReturns } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { hashLinkToken } from '../../platform/link-token';

type ReturnRow = typeof modemReturns.$inferSelect;

export function deliveryAddressOf(row: ReturnRow): ReturnAddress {
  return {
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    locationName: row.locationName,
    postCode: row.postCode,
  };
}

export function modemReturnOf(row: ReturnRow): ModemReturn {
  return {
    status: row.status === 'Confirmed' ? 'Confirmed' : 'Requested',
    deliveryAddress: deliveryAddressOf(row),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Why a link cannot be used: a used one says so; an unknown or expired one gets the same
 * answer, so a guess learns nothing.
 */
export function refusalOf(row: ReturnRow | undefined): AppError {
  if (row?.usedAt != null) return AppError.conflict(MODEM_RETURN_MESSAGES.used, 'link_used');
  return AppError.notFound(MODEM_RETURN_MESSAGES.invalid, 'link_invalid');
}

export async function findReturnRow(db: Db, token: string): Promise<ReturnRow | undefined> {
  const [row] = await db
    .select()
    .from(modemReturns)
    .where(eq(modemReturns.tokenHash, hashLinkToken(token)));
  return row;
}

/** POST /modemReturns/lookup: the address a link would confirm, while it is still usable. */
export async function findModemReturn(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ModemReturn> {
  const row = await findReturnRow(db, token);
  if (row === undefined || row.usedAt !== null || row.expiresAt <= now) throw refusalOf(row);
  return modemReturnOf(row);
}
