import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { modemReturnSchema, type ModemReturnConfirmRequest } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';

export const modemReturnKeys = {
  all: ['modem-return'] as const,
  link: (token: string) => [...modemReturnKeys.all, token] as const,
};

/** POST /modemReturns/lookup: the token goes in the body, not a URL the server would log. */
export const modemReturnQueryOptions = (token: string) =>
  queryOptions({
    queryKey: modemReturnKeys.link(token),
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/modemReturns/lookup',
        method: 'POST',
        body: { token },
        schema: modemReturnSchema,
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  });

/** POST /modemReturns/confirm: the address as shown or corrected; the link is then used up. */
export const confirmModemReturnMutationOptions = () =>
  mutationOptions({
    mutationKey: [...modemReturnKeys.all, 'confirm'],
    mutationFn: (request: ModemReturnConfirmRequest) =>
      apiRequest({
        path: '/modemReturns/confirm',
        method: 'POST',
        body: request,
        schema: modemReturnSchema,
      }),
  });
