import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ListedSavedCard } from '@portal/contracts';
import { orderSavedCards } from '@portal/domain';
import type { Db } from '../../db/client';
import { savedCards } from '../../db/schema';
import { findCardUsage } from './card-usage';
import { toSavedCard } from './saved-card-view';

/** GET …/creditcards: the account's saved cards, the ones in use (not removable) first. */
export async function findSavedCards(db: Db, accountCode: string): Promise<ListedSavedCard[]> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.accountCode, accountCode), isNull(savedCards.removedAt)))
    .orderBy(asc(savedCards.createdAt), asc(savedCards.cardId));
  const useOf = await findCardUsage(db, accountCode);
  const listed = rows.map((row) => ({ ...toSavedCard(row), ...useOf(row.cardId) }));
  // The domain orders by use; the cards in use were worked out per card above.
  const inUse = listed.filter((card) => !card.removable).map((card) => card.cardId);
  return orderSavedCards(listed, { monthlyAutoTopUpCardIds: inUse });
}
