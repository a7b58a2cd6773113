import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { meQueryOptions, saveAccountCode, storeStaffAccessSession } from '../../../shared/session';
import { LOGIN_PROBLEM_PATH } from './finish-sign-in';
import { queryParam } from '../../../shared/routing/query-param';

interface AutoLoginInput {
  queryClient: QueryClient;
  location: { searchStr: string };
  preload: boolean;
}

/**
 * beforeLoad of /auto-login (spec section 4, staff access): the staff token becomes a
 * staff access session, the account in the link (or the one the token names) is
 * selected, and the dashboard replaces the page, so the token leaves the URL and the
 * history at once. On any failure the server keeps the prior session, the browser
 * re-reads it, and the person lands on the login problem page.
 */
export async function staffAutoLogin({ queryClient, location, preload }: AutoLoginInput) {
  if (preload) return;
  const staffToken = queryParam(location.searchStr, 'staffToken');
  const requestedAccount = queryParam(location.searchStr, 'accountCode');
  let destination = LOGIN_PROBLEM_PATH;
  if (staffToken !== null) {
    try {
      const session = await storeStaffAccessSession(queryClient, staffToken);
      const user = await queryClient.query({ ...meQueryOptions(), staleTime: 0 });
      const accountCode = requestedAccount ?? session.accountCode;
      if (accountCode !== null) {
        await saveAccountCode(queryClient, { accountCode, user, session });
      }
      destination = '/';
    } catch (error) {
      console.error('Staff access failed', error);
    }
  }
  throw redirect({ href: destination, replace: true });
}
