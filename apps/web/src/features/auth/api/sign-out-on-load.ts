import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { clearLocalSession, signOut } from '../../../shared/session';

interface SignOutInput {
  queryClient: QueryClient;
  preload: boolean;
}

/**
 * beforeLoad of /logout. Never on preload: hovering "Sign out" must not sign anyone out.
 * The identity provider's end-session page is a full page load; it returns to
 * /logout/logout-complete.
 */
export async function signOutOnLoad({ queryClient, preload }: SignOutInput): Promise<void> {
  if (preload) return;
  const next = await signOut(queryClient);
  if (!next.fullPageLoad) throw redirect({ href: next.href, replace: true });
  window.location.assign(next.href);
}

/** beforeLoad of the logout-complete pages: whatever happened before, this tab is signed out. */
export function confirmSignedOut({ queryClient, preload }: SignOutInput): void {
  if (!preload) clearLocalSession(queryClient);
}
