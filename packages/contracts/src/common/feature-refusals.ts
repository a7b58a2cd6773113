import type { GatedFeature } from '@portal/domain';
import { MOVE_HOUSE_MESSAGES } from '../endpoints/move-house';

/*
 * What the server answers when a change belongs to a feature the account does not have
 * (spec section 6). A farm-source account's refusal says why in its title, so a page can
 * tell "statements only" apart from any other 403.
 */
export const STATEMENTS_ONLY_TITLE = 'Statements only';

const STATEMENTS_ONLY_SUBJECTS: Record<GatedFeature, string> = {
  payment: 'Payments, payment methods and saved cards',
  broadband: 'Broadband and landline changes',
  mobile: 'Mobile services',
  power: 'Power sign-up and changes',
  moveHouse: 'House moves',
};

export function statementsOnlyMessage(feature: GatedFeature): string {
  return (
    `${STATEMENTS_ONLY_SUBJECTS[feature]} aren't available for this account. It is a Farm ` +
    'Source account with statements only: its charges are settled through your Farm Source ' +
    'statement.'
  );
}

/** The refusal where a feature is off for another reason: the brand, or the products held. */
export const FEATURE_UNAVAILABLE_MESSAGES: Record<GatedFeature, string> = {
  payment: 'Payment is not available for this account.',
  broadband: 'Broadband changes are not available on this account.',
  mobile: 'Mobile services are not available on this account.',
  power: 'Power is not available on this account.',
  moveHouse: MOVE_HOUSE_MESSAGES.notOffered,
};
