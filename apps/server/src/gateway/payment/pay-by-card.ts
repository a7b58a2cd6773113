import type { GatewayContext } from '../context';
import { finishPending, type FinishResult } from './finish-pending';
import { cardTypeName } from '@portal/contracts';
import { CARD_DECLINED_REASON, isApprovedCard } from './test-cards';
import { tokeniseCard } from './tokenise-card';
import type { ValidCard } from './validate-card';

/**
 * A validated card submitted for a Pending card transaction: approved or declined by the
 * sandbox's test cards; an approved card is kept in the vault when the merchant asked to
 * save it or the transaction is an Authorisation (which exists to save a card).
 */
export async function payByCard(
  context: Pick<GatewayContext, 'db' | 'keys'>,
  id: string,
  card: ValidCard,
): Promise<FinishResult> {
  return finishPending(context.db, id, 'CreditCard', async (tx, row) => {
    const cardSeen = {
      type: cardTypeName(card.type),
      last4: card.digits.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cardholderName: card.cardholderName,
    };
    if (!isApprovedCard(card.digits)) {
      return { status: 'Declined', declineReason: CARD_DECLINED_REASON, cardSeen };
    }
    if (!row.saveCard && row.kind !== 'Authorisation') {
      return { status: 'Approved', declineReason: null, cardSeen };
    }
    const vault = await tokeniseCard(tx, context.keys.fingerprint, card);
    return { status: 'Approved', declineReason: null, cardToken: vault.token };
  });
}
