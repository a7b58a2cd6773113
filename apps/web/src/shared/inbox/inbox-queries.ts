import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { inboxSchema } from '@portal/contracts';
import { apiRequest } from '../api';
import { accountKeys } from '../accounts/account-queries';

const inboxPath = (code: string) => `/accounts/${encodeURIComponent(code)}/inbox`;

/** Under the account's key, so an account refresh asks for its notices too. */
export const inboxKeys = {
  inbox: (code: string) => [...accountKeys.account(code), 'inbox'] as const,
};

/**
 * The bell asks again once a minute and when the window comes back into focus: a notice
 * comes from a job, not from anything the person does here, and one small read a minute
 * per open portal is kind to the server.
 */
export const INBOX_REFRESH_MS = 60_000;

/** GET /accounts/{code}/inbox: the newest notices, with how many the caller has not read. */
export const inboxQueryOptions = (code: string) =>
  queryOptions({
    queryKey: inboxKeys.inbox(code),
    queryFn: ({ signal }) => apiRequest({ path: inboxPath(code), schema: inboxSchema, signal }),
    staleTime: INBOX_REFRESH_MS / 2,
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    // A bell that cannot be read stays quiet; the next minute asks again.
    retry: false,
  });

/** POST /accounts/{code}/inbox/read: read up to the newest notice shown; the answer is the inbox. */
export const inboxReadMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...inboxKeys.inbox(code), 'read'],
    mutationFn: (upToId: number) =>
      apiRequest({
        path: `${inboxPath(code)}/read`,
        method: 'POST',
        body: { upToId },
        schema: inboxSchema,
      }),
    onSuccess: (inbox) => {
      queryClient.setQueryData(inboxKeys.inbox(code), inbox);
    },
  });
