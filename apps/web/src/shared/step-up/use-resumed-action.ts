import { useEffect, useEffectEvent } from 'react';
import { takePendingAction } from './pending-action';

/**
 * Back from signing in again, on the page it was asked on: hands the kept action of the
 * mutation `key` to `resume` once (to reopen its dialog with the same choices), then forgets it.
 */
export function useResumedAction(
  key: readonly unknown[],
  resume: (variables: unknown) => void,
): void {
  const onKept = useEffectEvent(resume);
  const name = JSON.stringify(key);
  useEffect(() => {
    const variables = takePendingAction(JSON.parse(name) as unknown[]);
    if (variables !== undefined) onKept(variables);
  }, [name]);
}
