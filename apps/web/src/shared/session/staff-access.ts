import type { QueryClient } from '@tanstack/react-query';
import type { SessionView } from '@portal/contracts';
import { startStaffAccess } from './session-api';
import { sessionQueryOptions, storeSessionView } from './session-queries';

/**
 * Spec section 4, staff access: the server checks the staff token and, for staff, stores
 * the account code, staff flag and sales person name. On any failure the server keeps the
 * prior session; the browser re-reads it so both sides agree again, then rethrows.
 */
export async function storeStaffAccessSession(
  queryClient: QueryClient,
  staffToken: string,
): Promise<SessionView> {
  try {
    const view = await startStaffAccess(staffToken);
    storeSessionView(queryClient, view);
    return view;
  } catch (error) {
    try {
      await queryClient.query({ ...sessionQueryOptions(), staleTime: 0 });
    } catch {
      // The original failure is the one worth reporting.
    }
    throw error;
  }
}
