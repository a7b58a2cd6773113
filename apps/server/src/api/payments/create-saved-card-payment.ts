import { eq } from 'drizzle-orm';
import type { CreateSavedCardPayment, PaymentResult } from '@portal/contracts';
import { withCardSurcharge } from '@portal/domain';
import { payments } from '../../db/schema';
import { runIdempotent } from '../../platform/idempotency';
import { requireAccount } from './get-recurring-payment-method';
import { checkPaymentCents } from './payment-amount';
import { toPaymentResult } from './payment-result';
import type { PaymentsContext } from './payments-context';
import { getActiveSavedCard } from './saved-card-view';
import { applyGatewayOutcome } from './settle-payment';

/**
 * A payment whose process died mid-way (its key left InProgress) is taken over by a retry
 * after this long (decision 035). The run is safe to repeat: see below.
 */
export const PAYMENT_TAKE_OVER_MS = 20_000;

/**
 * POST …/payments: pays with a saved card of this account through the gateway's token
 * charge, decided at once. Under one Idempotency-Key only the first request charges; the
 * gateway call carries a key derived from the payment, so it cannot charge twice either.
 * The payment's id is derived from the Idempotency-Key (the attempt id), so a retry that
 * takes over a dead request's claim finds its payment row and, through the gateway's own
 * idempotency, its charge: it finishes that payment rather than making a second one.
 */
export async function createSavedCardPayment(
  context: PaymentsContext,
  input: { accountCode: string; idempotencyKey: string; body: CreateSavedCardPayment },
): Promise<PaymentResult> {
  const { db, config, gateway } = context;
  const { accountCode, body } = input;
  await requireAccount(db, accountCode);
  const amountCents = checkPaymentCents(body.amount);
  const card = await getActiveSavedCard(db, accountCode, body.cardId);
  const { surcharge, total } = withCardSurcharge(amountCents, config.cardSurchargePercent);

  return runIdempotent(
    db,
    { scope: `payments:${accountCode}:payments`, key: input.idempotencyKey, body },
    async (attempt) => {
      const paymentId = attempt.id;
      const [inserted] = await db
        .insert(payments)
        .values({
          paymentId,
          accountCode,
          method: 'CreditCard',
          amountCents,
          surchargeCents: surcharge,
          status: 'Pending',
          cardId: card.cardId,
          paidAt: new Date(),
        })
        .onConflictDoNothing({ target: payments.paymentId })
        .returning();
      // Present already only when this run took over from one that died.
      const [payment] =
        inserted === undefined
          ? await db.select().from(payments).where(eq(payments.paymentId, paymentId))
          : [inserted];
      if (payment === undefined) throw new Error('payment insert returned nothing');
      // If this call fails the payment stays Pending: whether the gateway charged is unknown
      // until its record (found by the payment id as merchant reference) is checked.
      const transaction = await gateway.chargeToken(card.gatewayToken, `charge-${paymentId}`, {
        amount: total,
        merchantReference: paymentId,
      });
      await db
        .update(payments)
        .set({ gatewayTransactionId: transaction.id })
        .where(eq(payments.paymentId, paymentId));
      const view = await applyGatewayOutcome(
        db,
        { ...payment, gatewayTransactionId: transaction.id },
        transaction,
        { saveCard: false },
      );
      return toPaymentResult(view);
    },
    { takeOverAfterMs: PAYMENT_TAKE_OVER_MS },
  );
}
