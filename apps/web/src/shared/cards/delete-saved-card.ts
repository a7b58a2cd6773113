import { z } from 'zod';
import { apiRequest } from '../api';
import { paymentsPath } from './payments-path';

/** DELETE …/creditcards/{cardId}; a card in use is refused by the server. */
export async function deleteSavedCard(accountCode: string, cardId: string): Promise<void> {
  await apiRequest({
    path: paymentsPath(accountCode, `/creditcards/${encodeURIComponent(cardId)}`),
    method: 'DELETE',
    schema: z.unknown(),
  });
}
