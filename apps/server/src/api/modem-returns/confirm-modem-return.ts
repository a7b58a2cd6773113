import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ReturnAddress, ModemReturn } from '@portal/contracts';
import type { Db } from '../../db/client';
import { modemReturns } from '../../db/schema';
import { findReturnRow, modemReturnOf, refusalOf } from './find-modem-return';
import { hashLinkToken } from '../../platform/link-token';

/**
 * POST /modemReturns/confirm: keeps the address (as shown or corrected) and uses the link
 * up in one statement, so two clicks or two tabs cannot both confirm.
 */
export async function confirmModemReturn(
  db: Db,
  token: string,
  address: ReturnAddress,
  now = new Date(),
): Promise<ModemReturn> {
  const [updated] = await db
    .update(modemReturns)
    .set({ ...address, status: 'Confirmed', confirmedAt: now, usedAt: now })
    .where(
      and(
        eq(modemReturns.tokenHash, hashLinkToken(token)),
        isNull(modemReturns.usedAt),
        gt(modemReturns.expiresAt, now),
      ),
    )
    .returning();
  if (updated === undefined) throw refusalOf(await findReturnRow(db, token));
  return modemReturnOf(updated);
}
