import { PREPAY_CARD_EXPIRED_MESSAGE, PREPAY_CARD_NOT_SAVED_MESSAGE } from '@portal/contracts';
import { isCardExpiryValid } from '@portal/domain';
import type { Db } from '../../db/client';
import { savedCards } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { activeCardOf } from '../payments';

const unusable = (message: string, code: string, logMessage: string) =>
  new AppError({ code, statusCode: 422, title: 'Unprocessable Entity', message, logMessage });

/**
 * A saved card of the account, not removed and not expired, that autopay or an auto top-up
 * may charge; else a 422. The row is locked (shared) until the setting is stored, so a
 * removal of the card at the same moment waits and then sees the card in use.
 */
export async function lockUsableCard(
  tx: Db,
  accountCode: string,
  cardId: string,
  now: Date,
): Promise<string> {
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(activeCardOf(accountCode, cardId))
    .for('share');
  if (card === undefined) {
    throw unusable(
      PREPAY_CARD_NOT_SAVED_MESSAGE,
      'card_not_saved',
      `card ${cardId} is not a saved card of ${accountCode}`,
    );
  }
  if (!isCardExpiryValid({ month: card.expiryMonth, year: card.expiryYear }, now)) {
    throw unusable(PREPAY_CARD_EXPIRED_MESSAGE, 'card_expired', `card ${cardId} has expired`);
  }
  return card.cardId;
}
