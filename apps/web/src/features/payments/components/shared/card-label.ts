import { maskCardNumber } from '@portal/domain';

/** "Visa •••• 1111": the type and the last 4 digits (spec section 9). */
export function cardLabel(card: { type: string; maskedNumber: string }): string {
  return `${card.type} ${maskCardNumber(card.maskedNumber)}`;
}
