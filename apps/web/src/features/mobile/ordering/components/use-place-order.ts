import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../../shared/api';
import { placeNewLineOrder, requestOrderToken } from '../api/place-new-line-order';
import { newLineOrderBody, type NewLineForm } from './new-line-model';

/** The order's key: an order asked again after signing in is found by it (decision 052). */
export const newLineOrderKey = (accountCode: string) => [
  'accounts',
  accountCode,
  'new-line',
  'order',
];

/**
 * Places the order with one token per attempt: a retry after a lost answer sends the same
 * token, so the server answers with the order it already made instead of making another.
 * The token is kept and let go by the shared retry rule, like every other order's key.
 */
export function usePlaceOrder(accountCode: string, onPlaced: (form: NewLineForm) => void) {
  const queryClient = useQueryClient();
  const tokens = useIdempotencyKey();
  return useMutation({
    mutationKey: newLineOrderKey(accountCode),
    meta: { stepUp: { action: 'order a new line' } },
    mutationFn: async (form: NewLineForm) => {
      const token = await tokens.issuedKeyFor(form, () => requestOrderToken(accountCode));
      return placeNewLineOrder(accountCode, newLineOrderBody(form, token));
    },
    onSettled: (_placed, error) => {
      tokens.settle(error);
    },
    onSuccess: async (_placed, form) => {
      onPlaced(form);
      await queryClient.invalidateQueries({ queryKey: ['accounts', accountCode, 'new-line'] });
    },
  });
}
