import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, accountTransactions } from '../../db/schema';

const DESCRIPTIONS: Record<string, string> = {
  CreditCard: 'Card payment - thank you',
  OnlineBanking: 'Online banking payment - thank you',
};

/**
 * Locks the account for the rest of the transaction. Every ledger write for an account
 * takes this lock first, so running balances are computed one at a time.
 */
export async function lockAccount(tx: Tx, accountCode: string): Promise<void> {
  await tx
    .select({ accountCode: accounts.accountCode })
    .from(accounts)
    .where(eq(accounts.accountCode, accountCode))
    // Not FOR UPDATE: rows that merely reference the account (a new payment) need not wait.
    .for('no key update');
}

/**
 * A Payment entry lowering the balance by the amount paid towards the bill. The card
 * surcharge is not part of it: it is the card's fee, kept on the payment row.
 * Call with the account locked (lockAccount).
 */
export async function appendPaymentEntry(
  tx: Tx,
  payment: { paymentId: string; accountCode: string; method: string; amountCents: number },
  occurredAt: Date,
): Promise<number> {
  const [last] = await tx
    .select({ balance: accountTransactions.balanceAfterCents })
    .from(accountTransactions)
    .where(eq(accountTransactions.accountCode, payment.accountCode))
    .orderBy(desc(accountTransactions.occurredAt), desc(accountTransactions.id))
    .limit(1);
  const balanceAfter = (last?.balance ?? 0) - payment.amountCents;
  await tx.insert(accountTransactions).values({
    accountCode: payment.accountCode,
    transactionType: 'Payment',
    occurredAt,
    description: DESCRIPTIONS[payment.method] ?? 'Payment - thank you',
    amountCents: -payment.amountCents,
    balanceAfterCents: balanceAfter,
    paymentId: payment.paymentId,
  });
  return balanceAfter;
}

/** The balance right after a payment's ledger entry, or null when it has none. */
export async function balanceAfterPayment(
  db: Pick<Db, 'select'>,
  accountCode: string,
  paymentId: string,
): Promise<number | null> {
  const [entry] = await db
    .select({ balance: accountTransactions.balanceAfterCents })
    .from(accountTransactions)
    .where(
      and(
        eq(accountTransactions.accountCode, accountCode),
        eq(accountTransactions.paymentId, paymentId),
      ),
    );
  return entry?.balance ?? null;
}
