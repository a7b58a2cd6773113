import { eq } from 'drizzle-orm';
import type { WalletBalance } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { walletBalances } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { lineRow } from './update-line';

/**
 * GET …/mobileServices/{serviceEntity}/walletBalance. Only a prepay line has a wallet: a
 * postpay line is a 404 rather than a made-up zero balance. A prepay line that was never
 * topped up has a zero balance.
 */
export async function getWalletBalance(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  now: Date = new Date(),
): Promise<WalletBalance> {
  const line = await lineRow(db, accountCode, serviceEntity);
  if (line.paymentType !== 'Prepay') {
    throw AppError.notFound(`${serviceEntity} is a postpay line: it has no wallet.`, 'no_wallet');
  }
  const [wallet] = await db
    .select()
    .from(walletBalances)
    .where(eq(walletBalances.serviceEntity, serviceEntity));
  return {
    serviceEntity,
    balance: wallet?.balanceCents ?? 0,
    expiryDate:
      wallet?.expiresAt === null || wallet === undefined ? null : toNzDateKey(wallet.expiresAt),
    asAt: (wallet?.updatedAt ?? now).toISOString(),
  };
}
