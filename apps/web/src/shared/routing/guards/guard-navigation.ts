import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { AccountSelectionStore } from '../../session/account-selection-store';
import { accountSelectionStore } from '../../session/account-selection-store';
import { saveAccountCode } from '../../session/save-account-code';
import { meQueryOptions, sessionQueryOptions } from '../../session/session-queries';
import { storeStaffAccessSession } from '../../session/staff-access';
import type { RouteMeta } from '../route-meta';
import type { GuardLocation, GuardOutcome } from './guard-types';
import { loadGuardInput } from './load-guard-input';
import { runGuards } from './run-guards';

export const LOGIN_PROBLEM_PATH = '/login-problem';

/** /login with where to come back to; the login page hands it to POST /session/login. */
export function loginHref(destination: string): string {
  return `/login?${new URLSearchParams({ redirect: destination }).toString()}`;
}

/** A full page load leaves the app; the navigation never finishes here. */
function leaveApp(href: string): Promise<never> {
  window.location.assign(href);
  return new Promise<never>(() => undefined);
}

/** Guard 2's side effects: staff access first (it changes who is signed in), then the account. */
async function applyQuery(
  queryClient: QueryClient,
  outcome: Extract<GuardOutcome, { kind: 'apply-query' }>,
  store: AccountSelectionStore,
): Promise<void> {
  if (outcome.staffToken !== null) {
    try {
      await storeStaffAccessSession(queryClient, outcome.staffToken);
    } catch {
      throw redirect({ href: LOGIN_PROBLEM_PATH, replace: true });
    }
    await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  }
  if (outcome.accountCode !== null) {
    const session = await queryClient.query(sessionQueryOptions());
    const user = await queryClient.query(meQueryOptions());
    await saveAccountCode(queryClient, { accountCode: outcome.accountCode, user, session }, store);
  }
  if (outcome.serviceEntity !== null) store.selectServiceEntity(outcome.serviceEntity);
}

/**
 * Carries out a guard's decision: throws the router's redirect, or leaves the app. A
 * preload (hover on a link) only follows in-app redirects and never acts: no session
 * change, no page load.
 */
export async function performOutcome(
  queryClient: QueryClient,
  outcome: GuardOutcome,
  preload: boolean,
  store: AccountSelectionStore = accountSelectionStore,
): Promise<void> {
  switch (outcome.kind) {
    case 'pass':
      return;
    case 'redirect':
      throw redirect({ href: outcome.href, replace: true });
    case 'sign-in':
      if (preload) return;
      throw redirect({ href: loginHref(outcome.destination), replace: true });
    case 'apply-query':
      if (preload) return;
      await applyQuery(queryClient, outcome, store);
      throw redirect({ href: outcome.href, replace: true });
    case 'leave':
      if (preload) return;
      return leaveApp(outcome.href);
  }
}

export interface NavigationToGuard {
  queryClient: QueryClient;
  location: GuardLocation;
  meta: RouteMeta | undefined;
  preload: boolean;
}

/** The root route's beforeLoad: spec section 2's guards on every navigation. */
export async function guardNavigation(
  { queryClient, location, meta, preload }: NavigationToGuard,
  store: AccountSelectionStore = accountSelectionStore,
): Promise<void> {
  // Anonymous pages never redirect, and need no session to be read.
  if (meta?.anonymous === true) return;
  const input = await loadGuardInput(queryClient, location, meta, store);
  await performOutcome(queryClient, runGuards(input), preload, store);
}
