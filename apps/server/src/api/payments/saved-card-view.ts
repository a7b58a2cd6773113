import { randomBytes } from 'node:crypto';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { CardType, GatewayCard, SavedCard } from '@portal/contracts';
import { formatCardExpiry } from '@portal/domain';
import type { Db } from '../../db/client';
import { savedCards } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type SavedCardRow = typeof savedCards.$inferSelect;
/** A database handle or an open transaction: both run the same queries. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;

export const CARD_NOT_FOUND_MESSAGE = 'There is no such saved card on this account.';

/**
 * The saved card as the contract shows it. Rows keep the printed form `**** **** **** 1111`;
 * the contract's form has no spaces.
 */
export function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    cardId: row.cardId,
    type: row.cardType as CardType,
    maskedNumber: row.maskedNumber.replace(/\s/g, ''),
    expiry: formatCardExpiry({ month: row.expiryMonth, year: row.expiryYear }),
  };
}

/** The printed mask, from the last four digits: nothing more of the number is ever kept. */
export function maskedNumberOf(last4: string): string {
  return `**** **** **** ${last4}`;
}

/** Where a query finds a saved card of this account that has not been removed. */
export function activeCardOf(accountCode: string, cardId: string): SQL | undefined {
  return and(
    eq(savedCards.cardId, cardId),
    eq(savedCards.accountCode, accountCode),
    isNull(savedCards.removedAt),
  );
}

/** A saved card of this account that has not been removed, or a 404. */
export async function getActiveSavedCard(
  db: Queryable,
  accountCode: string,
  cardId: string,
): Promise<SavedCardRow> {
  const [row] = await db.select().from(savedCards).where(activeCardOf(accountCode, cardId));
  if (row === undefined) throw AppError.notFound(CARD_NOT_FOUND_MESSAGE, 'card_not_found');
  return row;
}

/** A card the gateway kept in its vault: one with a token to charge later. */
export type KeptGatewayCard = GatewayCard & { token: string };

export function keptCard(card: GatewayCard | null): KeptGatewayCard | null {
  return card === null || card.token === null ? null : { ...card, token: card.token };
}

/**
 * Keeps the gateway's token for a card on this account. The gateway gives the same card the
 * same token, so saving a card the account removed earlier brings it back rather than
 * listing it twice; another account saving the same card keeps its own row.
 */
export async function saveGatewayCard(
  db: Queryable,
  accountCode: string,
  card: KeptGatewayCard,
): Promise<SavedCardRow> {
  const [row] = await db
    .insert(savedCards)
    .values({
      cardId: `card_${randomBytes(10).toString('hex')}`,
      accountCode,
      gatewayToken: card.token,
      cardType: card.type,
      maskedNumber: maskedNumberOf(card.last4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cardholderName: card.cardholderName,
    })
    .onConflictDoUpdate({
      target: [savedCards.accountCode, savedCards.gatewayToken],
      set: { removedAt: null, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear },
    })
    .returning();
  if (row === undefined) throw new Error('saving a card returned no row');
  return row;
}
