import { CARD_SUBMIT_LIMITS } from '../../config/rate-limits';
import { countCalls, tryAgainAt } from '../../platform/rate-limit';
import type { GatewayContext } from '../context';

export const CARD_SUBMIT_REFUSED_MESSAGE = 'There have been too many card attempts from here.';

/** Counts a card submit from `address`; the seconds to wait when it is over a limit. */
export function cardSubmitWait(context: GatewayContext, address: string) {
  return countCalls(context.db, [
    { limit: CARD_SUBMIT_LIMITS.perAddress, subject: address },
    { limit: CARD_SUBMIT_LIMITS.perAddressDaily, subject: address },
  ]);
}

export function cardSubmitRefusal(waitSeconds: number): string {
  return `${CARD_SUBMIT_REFUSED_MESSAGE} ${tryAgainAt(waitSeconds)}`;
}
