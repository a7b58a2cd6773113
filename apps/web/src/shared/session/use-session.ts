import { useQuery } from '@tanstack/react-query';
import type { SessionView } from '@portal/contracts';
import { isStaffUser } from './claims';
import {
  meQueryOptions,
  salesPersonQueryOptions,
  sessionQueryOptions,
  signedOutSession,
} from './session-queries';

/** The session as last read; the root guard reads it before any signed-in page renders. */
export function useSessionView(): SessionView {
  return useQuery(sessionQueryOptions()).data ?? signedOutSession;
}

/** True for staff: the staff pool, or a staff access session. */
export function useIsStaff(): boolean {
  const session = useSessionView();
  const user = useQuery({ ...meQueryOptions(), enabled: session.isLoggedIn }).data;
  return session.isStaff || (user !== undefined && isStaffUser(user));
}

/** The staff member's display name: from the session, else the sales person call. */
export function useSalesPersonName(enabled: boolean): string | null {
  const session = useSessionView();
  const fromCall = useQuery({
    ...salesPersonQueryOptions(),
    enabled: enabled && session.salesPersonName === null,
  }).data;
  return session.salesPersonName ?? fromCall ?? null;
}
