import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  endedSessionsSchema,
  openSessionsSchema,
  signInsSchema,
  staffOpeningsSchema,
} from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';

const enc = encodeURIComponent;

/** Who touched my account (issue 29): the person's own, and the account's. */
export const activityKeys = {
  person: (userGuid: string) => ['activity', 'person', userGuid] as const,
  signIns: (userGuid: string) => [...activityKeys.person(userGuid), 'sign-ins'] as const,
  sessions: (userGuid: string) => [...activityKeys.person(userGuid), 'sessions'] as const,
  staffOpenings: (code: string) => ['activity', 'account', code, 'staff-openings'] as const,
};

/** GET /iam/Users/{id}/signIns: the person's own sign-ins of the last year. */
export const signInsQueryOptions = (userGuid: string) =>
  queryOptions({
    queryKey: activityKeys.signIns(userGuid),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/iam/Users/${enc(userGuid)}/signIns`, schema: signInsSchema, signal }),
  });

/** GET /iam/Users/{id}/sessions: where the person is signed in now. */
export const openSessionsQueryOptions = (userGuid: string) =>
  queryOptions({
    queryKey: activityKeys.sessions(userGuid),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/iam/Users/${enc(userGuid)}/sessions`,
        schema: openSessionsSchema,
        signal,
      }),
  });

/** GET /accounts/{code}/staffOpenings: every holder sees them, and staff. */
export const staffOpeningsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: activityKeys.staffOpenings(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/accounts/${enc(code)}/staffOpenings`,
        schema: staffOpeningsSchema,
        signal,
      }),
  });

const refreshPerson = (queryClient: QueryClient, userGuid: string) =>
  queryClient.invalidateQueries({ queryKey: activityKeys.person(userGuid) });

/** POST /iam/Users/{id}/sessions/endOthers: "Sign out everywhere else". */
export const endOtherSessionsMutationOptions = (queryClient: QueryClient, userGuid: string) =>
  mutationOptions({
    mutationKey: [...activityKeys.sessions(userGuid), 'end-others'],
    mutationFn: () =>
      apiRequest({
        path: `/iam/Users/${enc(userGuid)}/sessions/endOthers`,
        method: 'POST',
        body: { keep: 'this-session' },
        schema: endedSessionsSchema,
      }),
    onSettled: () => refreshPerson(queryClient, userGuid),
  });

/** DELETE /iam/Users/{id}/sessions/{sessionId}: sign out one other device. */
export const endSessionMutationOptions = (queryClient: QueryClient, userGuid: string) =>
  mutationOptions({
    mutationKey: [...activityKeys.sessions(userGuid), 'end-one'],
    mutationFn: (sessionId: string) =>
      apiRequest({
        path: `/iam/Users/${enc(userGuid)}/sessions/${enc(sessionId)}`,
        method: 'DELETE',
        schema: z.null(),
      }),
    onSettled: () => refreshPerson(queryClient, userGuid),
  });
