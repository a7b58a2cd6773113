import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayCardVault } from '../../db/schema';
import { newCardToken } from '../ids';
import type { VaultRow } from '../transaction-row';
import { cardTypeName } from '@portal/contracts';
import { isApprovedCard } from './test-cards';
import type { ValidCard } from './validate-card';

/** Keyed, so the fingerprint cannot be reversed by hashing all possible card numbers. */
export function cardFingerprint(key: Buffer, digits: string): string {
  return createHmac('sha256', key).update(digits).digest('hex');
}

/**
 * Puts the card in the vault and returns its token; the same card with the same expiry gets
 * the token it already has. Only the fingerprint, type, last four and expiry are kept.
 */
export async function tokeniseCard(
  db: Db,
  fingerprintKey: Buffer,
  card: ValidCard,
): Promise<VaultRow> {
  const fingerprint = cardFingerprint(fingerprintKey, card.digits);
  const [existing] = await db
    .select()
    .from(gatewayCardVault)
    .where(
      and(
        eq(gatewayCardVault.panFingerprint, fingerprint),
        eq(gatewayCardVault.expiryMonth, card.expiryMonth),
        eq(gatewayCardVault.expiryYear, card.expiryYear),
      ),
    )
    .limit(1);
  if (existing !== undefined) return existing;
  const [inserted] = await db
    .insert(gatewayCardVault)
    .values({
      token: newCardToken(),
      panFingerprint: fingerprint,
      approves: isApprovedCard(card.digits),
      cardType: cardTypeName(card.type),
      last4: card.digits.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cardholderName: card.cardholderName.toUpperCase(),
    })
    .returning();
  if (inserted === undefined) throw new Error('gateway: the vault insert returned nothing');
  return inserted;
}
