import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PrepayTransactionType } from '@portal/contracts';
import type { Tx } from '../../db/client';

export type { Tx };
import { prepayTransactions, walletBalances } from '../../db/schema';

/** An open database transaction. */
export interface WalletCredit {
  serviceEntity: string;
  amountCents: number;
  transactionType: PrepayTransactionType;
  description: string;
  paymentMethod: string;
  occurredAt: Date;
  cardId?: string | null;
  gatewayTransactionId?: string | null;
  /** Exactly one of these names what the credit is for; each is unique in the history. */
  rechargeTransactionId?: string;
  voucherNumber?: string;
}

/** The history line written, and the wallet balance right after it. */
export interface CreditedWallet {
  prepayTransactionId: string;
  balanceAfter: number;
}

/**
 * Adds money to a prepay wallet and writes the history line, in the caller's transaction.
 * The balance is raised in one statement (a line never topped up starts at zero), which
 * holds the wallet row until commit, so concurrent credits and spend queue up on it and
 * each history line carries the balance right after it.
 */
export async function creditWallet(tx: Tx, credit: WalletCredit): Promise<CreditedWallet> {
  const [wallet] = await tx
    .insert(walletBalances)
    .values({
      serviceEntity: credit.serviceEntity,
      balanceCents: credit.amountCents,
      updatedAt: credit.occurredAt,
    })
    .onConflictDoUpdate({
      target: walletBalances.serviceEntity,
      set: {
        balanceCents: sql`${walletBalances.balanceCents} + ${credit.amountCents}`,
        updatedAt: credit.occurredAt,
      },
    })
    .returning({ balance: walletBalances.balanceCents });
  if (wallet === undefined) throw new Error('crediting the wallet returned no row');
  const prepayTransactionId = randomUUID();
  await tx.insert(prepayTransactions).values({
    id: prepayTransactionId,
    serviceEntity: credit.serviceEntity,
    transactionType: credit.transactionType,
    description: credit.description,
    amountCents: credit.amountCents,
    balanceAfterCents: wallet.balance,
    paymentMethod: credit.paymentMethod,
    cardId: credit.cardId ?? null,
    gatewayTransactionId: credit.gatewayTransactionId ?? null,
    rechargeTransactionId: credit.rechargeTransactionId ?? null,
    voucherNumber: credit.voucherNumber ?? null,
    occurredAt: credit.occurredAt,
  });
  return { prepayTransactionId, balanceAfter: wallet.balance };
}
