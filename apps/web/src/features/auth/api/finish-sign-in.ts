import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { completeSignIn } from '../../../shared/session';
import { queryParam } from '../../../shared/routing/query-param';

export const LOGIN_PROBLEM_PATH = '/login-problem';

interface FinishSignInInput {
  queryClient: QueryClient;
  location: { searchStr: string };
  preload: boolean;
}

/**
 * beforeLoad of /login/login-complete and /login-complete: completes the sign-in and
 * replaces the page (and its one-time code in the URL) with the destination, or with the
 * login problem page when the provider sent an error or the exchange fails.
 */
export async function finishSignIn({ queryClient, location, preload }: FinishSignInInput) {
  if (preload) return;
  const code = queryParam(location.searchStr, 'code');
  const state = queryParam(location.searchStr, 'state');
  const iss = queryParam(location.searchStr, 'iss');
  let destination = LOGIN_PROBLEM_PATH;
  if (code !== null && state !== null) {
    try {
      destination = await completeSignIn(queryClient, {
        code,
        state,
        ...(iss === null ? {} : { iss }),
      });
    } catch (error) {
      console.error('Sign-in could not be completed', error);
    }
  }
  throw redirect({ href: destination, replace: true });
}
