import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isCardExpiryValid } from '@portal/domain';
import type { chargeGatewayTokenSchema } from '@portal/contracts';
import { gatewayCardVault } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { GatewayContext } from '../context';
import { newTransactionId } from '../ids';
import { insertOnce, requestHash, type Created } from '../idempotency';
import { CARD_DECLINED_REASON, CARD_EXPIRED_REASON } from '../payment/test-cards';
import type { VaultRow } from '../transaction-row';

export type ChargeTokenBody = z.output<typeof chargeGatewayTokenSchema>;

function declineReasonOf(card: VaultRow, now: Date): string | null {
  if (!isCardExpiryValid({ month: card.expiryMonth, year: card.expiryYear }, now)) {
    return CARD_EXPIRED_REASON;
  }
  return card.approves ? null : CARD_DECLINED_REASON;
}

/**
 * POST /tokens/{token}/transactions: a purchase on a saved card, decided at once (no page).
 * The Idempotency-Key makes a retried charge return the first one instead of charging again.
 */
export async function chargeToken(
  context: GatewayContext,
  token: string,
  idempotencyKey: string,
  body: ChargeTokenBody,
): Promise<{ created: Created; card: VaultRow }> {
  const [card] = await context.db
    .select()
    .from(gatewayCardVault)
    .where(eq(gatewayCardVault.token, token));
  if (card === undefined) throw AppError.notFound('No such card token.', 'token_not_found');
  const now = new Date();
  const declineReason = declineReasonOf(card, now);
  const created = await insertOnce(
    context.db,
    { key: idempotencyKey, hash: requestHash(`charge:${token}`, body) },
    {
      id: newTransactionId(),
      kind: 'Purchase',
      method: 'CreditCard',
      amountCents: body.amount,
      currency: body.currency,
      status: declineReason === null ? 'Approved' : 'Declined',
      cardToken: card.token,
      merchantReference: body.merchantReference,
      declineReason,
      metadata: {},
      completedAt: now,
    },
  );
  return { created, card };
}
