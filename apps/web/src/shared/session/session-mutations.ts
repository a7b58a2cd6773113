import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { completeSignIn } from './complete-sign-in';
import { saveAccountCode, type SaveAccountCodeInput } from './save-account-code';
import type { LoginCompleteRequest, LoginRequest, SessionPatch } from './session-api';
import { patchSession, startLogin } from './session-api';
import { storeSessionView } from './session-queries';
import { signOut } from './sign-out';

/** POST /session/login; the page then leaves for the returned authorize URL. */
export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ['session', 'login'],
    mutationFn: (request: LoginRequest) => startLogin(request),
  });

/** POST /session/login-complete, then the user and the account; resolves to the destination. */
export const loginCompleteMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['session', 'login-complete'],
    mutationFn: (request: LoginCompleteRequest) => completeSignIn(queryClient, request),
  });

/** POST /session/logout and local clear; resolves to where to go next. */
export const logoutMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['session', 'logout'],
    mutationFn: () => signOut(queryClient),
  });

/** PATCH /session; the answer replaces the cached session. */
export const patchSessionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['session', 'patch'],
    mutationFn: (patch: SessionPatch) => patchSession(patch),
    onSuccess: (view) => {
      storeSessionView(queryClient, view);
    },
  });

/** Spec section 4: saves the chosen account (PATCH /session) and this tab's choice. */
export const saveAccountCodeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['session', 'account-code'],
    mutationFn: (input: SaveAccountCodeInput) => saveAccountCode(queryClient, input),
  });
