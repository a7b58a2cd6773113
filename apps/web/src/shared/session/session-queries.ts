import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionView } from '@portal/contracts';
import { reportError } from '../errors/error-reporting';
import { getMe, getSalesPerson, getSession } from './session-api';

export const sessionKeys = {
  all: ['session'] as const,
  view: () => [...sessionKeys.all, 'view'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  salesPerson: () => [...sessionKeys.all, 'sales-person'] as const,
};

/** Spec section 6: a staff display name falls back to this when the sales person call fails. */
export const UNKNOWN_SALES_PERSON = '-unknown-';

/** What a browser without a session is: GET /session answers the same, with 200. */
export const signedOutSession: SessionView = {
  isAutoLogin: false,
  destinationUrl: null,
  accountCode: null,
  isStaff: false,
  salesPersonName: null,
  isLoggedIn: false,
};

/** The browser's view of its server-side session (no tokens). Guards read it on every navigation. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.view(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });

/** The signed-in identity with its claims (GET /api/iam/Users/me). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

/** Staff only: the sales person's name, '-unknown-' when the call fails (spec section 6), reported. */
export const salesPersonQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.salesPerson(),
    queryFn: async ({ signal }) => {
      try {
        return (await getSalesPerson(signal)).name;
      } catch (error) {
        reportError(error, { operation: 'GET salesPeople/me' });
        return UNKNOWN_SALES_PERSON;
      }
    },
    staleTime: Infinity,
  });

/** Each session response replaces the browser's copy (ADR 004). */
export function storeSessionView(queryClient: QueryClient, view: SessionView): void {
  queryClient.setQueryData(sessionKeys.view(), view);
}
