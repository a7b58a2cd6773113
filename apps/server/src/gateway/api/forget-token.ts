import { eq } from 'drizzle-orm';
import { gatewayCardVault, gatewayTransactions } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';

/**
 * DELETE /tokens/{token}: the merchant no longer keeps the card. Past transactions keep
 * their history but lose the link to the forgotten card.
 */
export async function forgetToken(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [card] = await tx
      .select({ token: gatewayCardVault.token })
      .from(gatewayCardVault)
      .where(eq(gatewayCardVault.token, token))
      .for('update');
    if (card === undefined) throw AppError.notFound('No such card token.', 'token_not_found');
    await tx
      .update(gatewayTransactions)
      .set({ cardToken: null })
      .where(eq(gatewayTransactions.cardToken, token));
    await tx.delete(gatewayCardVault).where(eq(gatewayCardVault.token, token));
  });
}
