import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  alternateContactAnswerSchema,
  alternateContactSchema,
  type AlternateContactRequest,
} from '@portal/contracts';
import { accountKeys } from '../../../shared/accounts';
import { apiRequest } from '../../../shared/api';

const contactPath = (code: string) => `/accounts/${encodeURIComponent(code)}/alternateContact`;

/** Under the account's key, so refreshing the account refreshes it too. */
export const alternateContactKeys = {
  contact: (code: string) => [...accountKeys.account(code), 'alternate-contact'] as const,
};

/** GET …/alternateContact: the person told when paying gets hard, or null. */
export const alternateContactQueryOptions = (code: string) =>
  queryOptions({
    queryKey: alternateContactKeys.contact(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: contactPath(code),
        schema: alternateContactAnswerSchema,
        signal,
      }),
  });

export const saveAlternateContactMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...alternateContactKeys.contact(code), 'save'],
    mutationFn: (request: AlternateContactRequest) =>
      apiRequest({
        path: contactPath(code),
        method: 'PUT',
        body: request,
        schema: alternateContactSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(alternateContactKeys.contact(code), saved);
    },
  });

export const removeAlternateContactMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...alternateContactKeys.contact(code), 'remove'],
    mutationFn: () =>
      apiRequest({
        path: contactPath(code),
        method: 'DELETE',
        schema: alternateContactAnswerSchema,
      }),
    onSuccess: () => {
      queryClient.setQueryData(alternateContactKeys.contact(code), null);
    },
  });
