import { z } from 'zod';
import { apiRequest } from '../../../../shared/api';

/** DELETE /payments/v2/accounts/{a}/creditcards/{cardId}; a card in use is refused. */
export async function deleteSavedCard(accountCode: string, cardId: string): Promise<void> {
  await apiRequest({
    path: `/payments/v2/accounts/${encodeURIComponent(accountCode)}/creditcards/${encodeURIComponent(cardId)}`,
    method: 'DELETE',
    schema: z.unknown(),
  });
}
