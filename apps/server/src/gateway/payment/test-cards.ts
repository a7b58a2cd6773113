import type { CardType as DomainCardType } from '@portal/domain';
import type { CardType } from '@portal/contracts';

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

const CARD_TYPE_NAMES: Record<DomainCardType, CardType> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  diners: 'Diners',
  discover: 'Discover',
  jcb: 'JCB',
};

/** The domain's card type as the gateway's contract names it. */
export function cardTypeName(type: DomainCardType): CardType {
  return CARD_TYPE_NAMES[type];
}
