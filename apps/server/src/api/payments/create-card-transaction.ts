import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CardTransaction, createCardTransactionSchema } from '@portal/contracts';
import { withCardSurcharge } from '@portal/domain';
import { payments } from '../../db/schema';
import { runIdempotent } from '../../platform/idempotency';
import { paymentsSettled } from '../../platform/metrics/registry';
import { requireAccount } from './get-recurring-payment-method';
import { checkPaymentCents } from './payment-amount';
import { onlinePaymentsUrl, type PaymentsContext } from './payments-context';

export type CreateCardTransactionBody = z.output<typeof createCardTransactionSchema>;

/**
 * POST …/transactions: a Pending payment and a gateway Purchase for it. The browser is sent
 * to the gateway's page (or posts the card to its ajaxSubmitCard link) and comes back to
 * /onlinepayments. Card payments carry the surcharge; online banking does not.
 */
export async function createCardTransaction(
  context: PaymentsContext,
  input: { accountCode: string; idempotencyKey: string; body: CreateCardTransactionBody },
): Promise<CardTransaction> {
  const { db, config, gateway } = context;
  const { accountCode, body } = input;
  await requireAccount(db, accountCode);
  const amountCents = checkPaymentCents(body.amount);
  const byCard = body.method === 'CreditCard';
  const { surcharge, total } = withCardSurcharge(
    amountCents,
    byCard ? config.cardSurchargePercent : 0,
  );

  return runIdempotent(
    db,
    { scope: `payments:${accountCode}:transactions`, key: input.idempotencyKey, body },
    async () => {
      const paymentId = randomUUID();
      await db.insert(payments).values({
        paymentId,
        accountCode,
        method: byCard ? 'CreditCard' : 'OnlineBanking',
        amountCents,
        surchargeCents: surcharge,
        status: 'Pending',
        paidAt: new Date(),
      });
      const returnUrl = onlinePaymentsUrl(config);
      const transaction = await gateway
        .createTransaction(`purchase-${paymentId}`, {
          kind: 'Purchase',
          method: body.method,
          amount: total,
          saveCard: byCard && body.saveCard,
          merchantReference: paymentId,
          callbackUrls: { approvedUrl: returnUrl, declinedUrl: returnUrl, cancelledUrl: returnUrl },
        })
        .catch(async (error: unknown) => {
          // Nothing was started at the gateway, so the payment is over before it began.
          await db
            .update(payments)
            .set({ status: 'Cancelled' })
            .where(eq(payments.paymentId, paymentId));
          paymentsSettled.inc({
            method: byCard ? 'CreditCard' : 'OnlineBanking',
            outcome: 'Cancelled',
          });
          throw error;
        });
      await db
        .update(payments)
        .set({ gatewayTransactionId: transaction.id })
        .where(eq(payments.paymentId, paymentId));
      return {
        transactionLocalId: paymentId,
        transactionGuid: transaction.id,
        amount: amountCents,
        surcharge,
        total,
        links: transaction.links,
      };
    },
  );
}
