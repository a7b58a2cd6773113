import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '../../../../shared/api';
import { placeNewLineOrder, requestOrderToken } from '../api/place-new-line-order';
import { newLineOrderBody, type NewLineForm } from './new-line-model';

/**
 * Places the order with one token per attempt: a retry after a lost answer sends the same
 * token, so the server answers with the order it already made instead of making another.
 */
export function usePlaceOrder(accountCode: string, onPlaced: (form: NewLineForm) => void) {
  const queryClient = useQueryClient();
  const token = useRef<string | null>(null);
  return useMutation({
    mutationKey: ['accounts', accountCode, 'new-line', 'order'],
    mutationFn: async (form: NewLineForm) => {
      token.current ??= await requestOrderToken(accountCode);
      return placeNewLineOrder(accountCode, newLineOrderBody(form, token.current));
    },
    onSuccess: async (_placed, form) => {
      token.current = null;
      onPlaced(form);
      await queryClient.invalidateQueries({ queryKey: ['accounts', accountCode, 'new-line'] });
    },
    onError: (error) => {
      // A refused order (bad input, an expired token) needs a fresh token next time.
      if (isApiError(error) && error.status >= 400 && error.status < 500) token.current = null;
    },
  });
}
