import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { accountCodeSchema } from '@portal/contracts';
import type { Db } from '../db/client';
import { accountTransactions, invoices, payments } from '../db/schema';
import { AppError } from '../platform/app-error';

const dishonourSchema = z.object({ accountCode: accountCodeSchema });

/**
 * Turns the account's latest approved direct debit into a dishonoured one, as the bank's
 * dishonour file would: the payment is Declined, and a ledger entry on the bill it paid puts
 * that amount back, so the bill is unpaid again (Overdue once its due date has passed).
 * Answers the bill. Lets "Having trouble paying?" be seen for Aroha, who otherwise always
 * pays on the due date. Development and tests only, like /dev/prepay-spend.
 */
export async function dishonourLatestDirectDebit(db: Db, accountCode: string) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.accountCode, accountCode),
          eq(payments.method, 'DirectDebit'),
          eq(payments.status, 'Approved'),
        ),
      )
      .orderBy(desc(payments.paidAt))
      .limit(1)
      .for('update');
    if (payment === undefined) throw AppError.notFound('No approved direct debit to dishonour.');
    const [bill] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.accountCode, accountCode),
          lte(invoices.billDate, payment.paidAt.toISOString().slice(0, 10)),
        ),
      )
      .orderBy(desc(invoices.billDate))
      .limit(1);
    if (bill === undefined) throw AppError.notFound('No bill for that direct debit.');
    const [last] = await tx
      .select({ balance: accountTransactions.balanceAfterCents })
      .from(accountTransactions)
      .where(eq(accountTransactions.accountCode, accountCode))
      .orderBy(desc(accountTransactions.occurredAt), desc(accountTransactions.id))
      .limit(1);
    await tx
      .update(payments)
      .set({ status: 'Declined' })
      .where(eq(payments.paymentId, payment.paymentId));
    await tx.insert(accountTransactions).values({
      accountCode,
      transactionType: 'Payment',
      occurredAt: new Date(),
      description: 'Direct debit dishonoured',
      amountCents: payment.amountCents,
      balanceAfterCents: (last?.balance ?? 0) + payment.amountCents,
      invoiceId: bill.invoiceId,
      paymentId: payment.paymentId,
    });
    await tx
      .update(invoices)
      .set({ status: 'Overdue' })
      .where(eq(invoices.invoiceId, bill.invoiceId));
    return { invoiceId: bill.invoiceId, amountCents: payment.amountCents, dueDate: bill.dueDate };
  });
}

/** POST /dev/dishonour-direct-debit { accountCode }. */
export function devDishonourRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/dev/dishonour-direct-debit',
        { schema: { hide: true, body: dishonourSchema } },
        async (request, reply) =>
          reply.send(await dishonourLatestDirectDebit(db, request.body.accountCode)),
      );
  };
}
