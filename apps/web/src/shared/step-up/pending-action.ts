import { tabValue } from '../storage/tab-value';

/** How long a kept action waits for the person to come back from signing in again. */
export const PENDING_ACTION_MAX_AGE_MS = 15 * 60_000;

const kept = tabValue('portal.step-up.pending-action');

interface PendingAction {
  /** The call's mutation key, as JSON. */
  name: string;
  /** The page it was asked on; it is finished only there. */
  path: string;
  /** What the person chose or typed, never a secret (a password is not kept). */
  variables: unknown;
  savedAt: number;
}

/**
 * Keeps a risky action this tab was asked to sign in again for (decision 052), in
 * sessionStorage: it survives the round trip through the identity provider and no other tab
 * or later visit sees it. One at a time: a newer one replaces it.
 */
export function keepPendingAction(
  key: readonly unknown[],
  variables: unknown,
  now = Date.now(),
): void {
  const name = JSON.stringify(key);
  const action: PendingAction = { name, path: window.location.pathname, variables, savedAt: now };
  kept.keep(JSON.stringify(action));
}

export function forgetPendingAction(): void {
  kept.forget();
}

/**
 * The kept action of the mutation `key` for this page, taken (so it is offered once), or undefined:
 * none, another page's or another call's (left for its own page), or too old (dropped).
 */
export function takePendingAction(key: readonly unknown[], now = Date.now()): unknown {
  const text = kept.kept();
  if (text === null) return undefined;
  let action: Partial<PendingAction>;
  try {
    action = JSON.parse(text) as Partial<PendingAction>;
  } catch {
    kept.forget();
    return undefined;
  }
  if (typeof action.savedAt !== 'number' || now - action.savedAt > PENDING_ACTION_MAX_AGE_MS) {
    kept.forget();
    return undefined;
  }
  if (action.name !== JSON.stringify(key) || action.path !== window.location.pathname)
    return undefined;
  kept.forget();
  return action.variables;
}
