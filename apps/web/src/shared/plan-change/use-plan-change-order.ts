import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useIdempotencyKey } from '../api';

interface Attempt<Request> {
  request: Request;
  key: string;
}

/**
 * A plan-change order and the key of its attempt (decision 023): the same request sent
 * again after an open outcome reuses its key, and the key is let go only on a definite
 * answer. `place` takes what the page does with the outcome.
 */
export function usePlanChangeOrder<Request, Placed>(
  options: UseMutationOptions<Placed, Error, Attempt<Request>>,
) {
  const order = useMutation(options);
  const keys = useIdempotencyKey();
  const place = (
    request: Request,
    then: { onSuccess: (placed: Placed) => void; onError?: (failure: Error) => void },
  ) => {
    order.mutate(
      { request, key: keys.keyFor(request) },
      {
        onSuccess: then.onSuccess,
        onSettled: (_placed, failure) => {
          keys.settle(failure);
        },
        onError: then.onError,
      },
    );
  };
  return { order, place };
}
