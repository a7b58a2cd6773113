/** What the saved cards are used for at the moment. */
export interface CardUsage {
  readonly autopayCardId?: string | null | undefined;
  readonly autoTopUpCardId?: string | null | undefined;
  readonly monthlyAutoTopUpCardIds?: readonly string[] | undefined;
}

export const CARD_USED_BY_AUTOPAY_AND_AUTO_TOP_UP =
  'Used as Autopay and Auto Top Up payment method';
export const CARD_USED_BY_AUTO_TOP_UP = 'Used as Auto Top Up payment method';
export const CARD_USED_BY_AUTOPAY = 'Used as Autopay payment method';

function usedByAutopay(cardId: string, usage: CardUsage): boolean {
  return usage.autopayCardId === cardId;
}

/** Low-balance and monthly auto top-ups both count as Auto Top Up in the wording. */
function usedByAutoTopUp(cardId: string, usage: CardUsage): boolean {
  return usage.autoTopUpCardId === cardId || (usage.monthlyAutoTopUpCardIds ?? []).includes(cardId);
}

/** A card paying for autopay or an auto top-up cannot be removed (spec section 4). */
export function isCardRemovable(cardId: string, usage: CardUsage): boolean {
  return !usedByAutopay(cardId, usage) && !usedByAutoTopUp(cardId, usage);
}

/** The line under a saved card, or undefined for a card nothing uses. */
export function savedCardDescription(cardId: string, usage: CardUsage): string | undefined {
  const autopay = usedByAutopay(cardId, usage);
  const autoTopUp = usedByAutoTopUp(cardId, usage);
  if (autopay && autoTopUp) return CARD_USED_BY_AUTOPAY_AND_AUTO_TOP_UP;
  if (autoTopUp) return CARD_USED_BY_AUTO_TOP_UP;
  if (autopay) return CARD_USED_BY_AUTOPAY;
  return undefined;
}

/** Cards in use first, removable ones after; otherwise the given order is kept. */
export function orderSavedCards<T extends { readonly cardId: string }>(
  cards: readonly T[],
  usage: CardUsage,
): T[] {
  return [
    ...cards.filter((c) => !isCardRemovable(c.cardId, usage)),
    ...cards.filter((c) => isCardRemovable(c.cardId, usage)),
  ];
}
