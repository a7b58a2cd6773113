import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  acceptedInvitationSchema,
  invitationSchema,
  type AcceptWithNewLogInRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { tabValue } from '../../../shared/storage/tab-value';

/** The invitation link's token, kept in this tab through a sign-in until it is used. */
export const invitationTokenStore = tabValue('portal.invitation-token');

export const invitationKeys = {
  all: ['invitation'] as const,
  link: (token: string) => [...invitationKeys.all, token] as const,
};

/** POST /invitations/lookup: the token goes in the body, not a URL the server would log. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.link(token),
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/invitations/lookup',
        method: 'POST',
        body: { token },
        schema: invitationSchema,
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  });

/** POST /invitations/accept-new-login: a new customer log-in takes the invitation up. */
export const acceptWithNewLogInMutationOptions = () =>
  mutationOptions({
    mutationKey: [...invitationKeys.all, 'accept-new-login'],
    mutationFn: (request: AcceptWithNewLogInRequest) =>
      apiRequest({
        path: '/invitations/accept-new-login',
        method: 'POST',
        body: request,
        schema: acceptedInvitationSchema,
      }),
  });

/** POST /invitations/accept: the signed-in customer takes the invitation up. */
export const acceptAsSignedInMutationOptions = () =>
  mutationOptions({
    mutationKey: [...invitationKeys.all, 'accept'],
    mutationFn: (token: string) =>
      apiRequest({
        path: '/invitations/accept',
        method: 'POST',
        body: { token },
        schema: acceptedInvitationSchema,
      }),
  });
