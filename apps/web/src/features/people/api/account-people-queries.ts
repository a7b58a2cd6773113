import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  linkedNumberSchema,
  pendingUserSchema,
  serviceAddressSchema,
  type CreateUserRequest,
  type LinkNumberRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountPeopleKeys } from '../../../shared/people';

const code$ = (code: string) => encodeURIComponent(code);

/** GET /accounts/{code}/linkedNumbers (every holder). */
export const linkedNumbersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accountPeopleKeys.linkedNumbers(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/accounts/${code$(code)}/linkedNumbers`,
        schema: z.array(linkedNumberSchema),
        signal,
      }),
  });

/** GET /accounts/{code}/serviceAddresses (every holder). */
export const serviceAddressesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accountPeopleKeys.serviceAddresses(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/accounts/${code$(code)}/serviceAddresses`,
        schema: z.array(serviceAddressSchema),
        signal,
      }),
  });

/**
 * The keys of the calls that ask to sign in again (decision 052): back on the page, what was
 * chosen is found by them to reopen the form or dialog.
 */
export const peopleChangeKeys = {
  addUser: (code: string) => [...accountPeopleKeys.account(code), 'add-user'],
  removeUser: (code: string) => [...accountPeopleKeys.account(code), 'remove-user'],
  resendInvitation: (code: string) => [...accountPeopleKeys.account(code), 'resend-invitation'],
};

const refreshPeople = (queryClient: QueryClient, code: string) =>
  queryClient.invalidateQueries({ queryKey: accountPeopleKeys.account(code) });

/** POST /iam/users: AccountRead on this one account, exposure Customer, no welcome message. */
export const addAuthorisedUserMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: peopleChangeKeys.addUser(code),
    meta: { stepUp: { action: 'add an authorised user' } },
    mutationFn: (request: CreateUserRequest) =>
      apiRequest({ path: '/iam/users', method: 'POST', body: request, schema: pendingUserSchema }),
    onSuccess: () => refreshPeople(queryClient, code),
  });

/** DELETE /iam/users/{id}/claims?claimType=Account&claimValue={code}. */
export const removeUserMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: peopleChangeKeys.removeUser(code),
    meta: { stepUp: { action: 'remove an authorised user' } },
    mutationFn: (userGuid: string) =>
      apiRequest({
        path: `/iam/users/${encodeURIComponent(userGuid)}/claims`,
        method: 'DELETE',
        query: { claimType: 'Account', claimValue: code },
        schema: z.null(),
      }),
    onSuccess: () => refreshPeople(queryClient, code),
  });

/** DELETE /iam/accounts/{code}/pendingusers/{id}. */
export const withdrawInvitationMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...accountPeopleKeys.account(code), 'withdraw-invitation'],
    mutationFn: (id: string) =>
      apiRequest({
        path: `/iam/accounts/${code$(code)}/pendingusers/${encodeURIComponent(id)}`,
        method: 'DELETE',
        schema: z.null(),
      }),
    onSuccess: () => refreshPeople(queryClient, code),
  });

/** POST /iam/accounts/{code}/pendingusers/{id}/resend: a new link; the old one stops working. */
export const resendInvitationMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: peopleChangeKeys.resendInvitation(code),
    meta: { stepUp: { action: 'send the invitation again' } },
    mutationFn: (id: string) =>
      apiRequest({
        path: `/iam/accounts/${code$(code)}/pendingusers/${encodeURIComponent(id)}/resend`,
        method: 'POST',
        schema: z.null(),
      }),
    onSuccess: () => refreshPeople(queryClient, code),
  });

/** POST /accounts/{code}/linkedNumbers. */
export const linkNumberMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...accountPeopleKeys.account(code), 'link-number'],
    mutationFn: (request: LinkNumberRequest) =>
      apiRequest({
        path: `/accounts/${code$(code)}/linkedNumbers`,
        method: 'POST',
        body: request,
        schema: linkedNumberSchema,
      }),
    onSuccess: () => refreshPeople(queryClient, code),
  });

/** DELETE /accounts/{code}/linkedNumbers/{id}. */
export const unlinkNumberMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...accountPeopleKeys.account(code), 'unlink-number'],
    mutationFn: (id: number) =>
      apiRequest({
        path: `/accounts/${code$(code)}/linkedNumbers/${String(id)}`,
        method: 'DELETE',
        schema: z.null(),
      }),
    onSuccess: () => refreshPeople(queryClient, code),
  });
