import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mailboxSchema, mailboxesSchema, type CreateMailboxRequest } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';

const mailboxesPath = (code: string) => `/accounts/${encodeURIComponent(code)}/mailboxes`;

export const emailKeys = {
  all: ['email'] as const,
  mailboxes: (code: string) => [...emailKeys.all, 'mailboxes', code] as const,
};

/** GET /accounts/{code}/mailboxes: the email product (null without one) and its mailboxes. */
export const mailboxesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: emailKeys.mailboxes(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: mailboxesPath(code), schema: mailboxesSchema, signal }),
  });

const refresh = (queryClient: QueryClient, code: string) =>
  queryClient.invalidateQueries({ queryKey: emailKeys.mailboxes(code) });

export const createMailboxMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...emailKeys.mailboxes(code), 'create'],
    mutationFn: (request: CreateMailboxRequest) =>
      apiRequest({
        path: mailboxesPath(code),
        method: 'POST',
        body: request,
        schema: mailboxSchema,
      }),
    onSuccess: () => refresh(queryClient, code),
  });

export const deleteMailboxMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...emailKeys.mailboxes(code), 'delete'],
    mutationFn: (mailboxId: number) =>
      apiRequest({
        path: `${mailboxesPath(code)}/${String(mailboxId)}`,
        method: 'DELETE',
        schema: z.null(),
      }),
    onSuccess: () => refresh(queryClient, code),
  });

export const mailboxPasswordMutationOptions = (code: string) =>
  mutationOptions({
    mutationKey: [...emailKeys.mailboxes(code), 'password'],
    // Passwords are never written to storage: the form is filled in again.
    meta: { stepUp: { action: 'change the mailbox password', keep: false } },
    mutationFn: ({ mailboxId, password }: { mailboxId: number; password: string }) =>
      apiRequest({
        path: `${mailboxesPath(code)}/${String(mailboxId)}/password`,
        method: 'PUT',
        body: { password },
        schema: z.null(),
      }),
  });
