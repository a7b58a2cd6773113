/** The sandbox's test card that is always declined (demo-data.md). */
const DECLINED_TEST_CARDS: readonly string[] = ['4000000000000002'];

export const CARD_DECLINED_REASON = 'Card declined';
export const CARD_EXPIRED_REASON = 'Card expired';

/**
 * Sandbox decision: every valid card is approved except the declined test card. A real
 * provider asks the card's issuer here.
 */
export function isApprovedCard(digits: string): boolean {
  return !DECLINED_TEST_CARDS.includes(digits);
}
