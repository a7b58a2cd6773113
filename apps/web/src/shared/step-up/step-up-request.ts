import { useSyncExternalStore } from 'react';
import type { StepUpMeta } from '../api/api-error';
import { forgetPendingAction, keepPendingAction } from './pending-action';

/** What the "sign in again" dialog says: the action, and whether what was chosen is kept. */
export interface StepUpRequest {
  /** Words after "to": "block or unblock this SIM". */
  action: string;
  kept: boolean;
  /** Why it is not kept: "a password", "a card number". */
  secret: string;
}

let current: StepUpRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: StepUpRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * A risky call was refused for want of a recent sign-in: keep what the person chose (unless
 * it holds a secret) and open the dialog that tells them why and sends them to sign in.
 */
export function askToSignInAgain(
  meta: StepUpMeta | undefined,
  pending: { key: readonly unknown[]; variables: unknown } | null,
): void {
  const keepIt = meta?.keep ?? true;
  const keep =
    pending !== null && (typeof keepIt === 'function' ? keepIt(pending.variables) : keepIt);
  if (keep) keepPendingAction(pending.key, pending.variables);
  else forgetPendingAction();
  publish({
    action: meta?.action ?? 'finish this change',
    kept: keep,
    secret: meta?.secret ?? 'a password',
  });
}

/** The person chose not to sign in now: nothing waits for them. */
export function dismissStepUp(): void {
  forgetPendingAction();
  publish(null);
}

export function useStepUpRequest(): StepUpRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
