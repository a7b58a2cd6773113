import { queryOptions } from '@tanstack/react-query';
import { accountUsersSchema, pendingUsersSchema } from '@portal/contracts';
import { apiRequest } from '../api';

// The people feature and the staff management page both read an account's people.

const code$ = (code: string) => encodeURIComponent(code);

export const accountPeopleKeys = {
  account: (code: string) => ['people', 'account', code] as const,
  users: (code: string) => [...accountPeopleKeys.account(code), 'users'] as const,
  pendingUsers: (code: string) => [...accountPeopleKeys.account(code), 'pending-users'] as const,
  linkedNumbers: (code: string) => [...accountPeopleKeys.account(code), 'linked-numbers'] as const,
  serviceAddresses: (code: string) =>
    [...accountPeopleKeys.account(code), 'service-addresses'] as const,
};

/** GET /iam/accounts/{code}/users (owners and staff only). */
export const accountUsersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accountPeopleKeys.users(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/iam/accounts/${code$(code)}/users`,
        schema: accountUsersSchema,
        signal,
      }),
  });

/** GET /iam/accounts/{code}/pendingusers (owners and staff only). */
export const pendingUsersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accountPeopleKeys.pendingUsers(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/iam/accounts/${code$(code)}/pendingusers`,
        schema: pendingUsersSchema,
        signal,
      }),
  });
