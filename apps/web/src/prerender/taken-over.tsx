import { useLayoutEffect } from 'react';

let pending: (() => void) | null = null;

/** Runs `finish` once React has taken over the drawn page's content (see TakenOver). */
export function whenTakenOver(finish: () => void): void {
  pending = finish;
}

/**
 * Draws nothing; rendered by both layouts, so its first commit is the one that has taken over
 * the page's content. That content sits in the router's Suspense boundary, which React takes
 * over after the shell around it: a control enabled at the shell's commit could be changed
 * before React had it, and React would set it back.
 */
export function TakenOver() {
  useLayoutEffect(() => {
    const finish = pending;
    pending = null;
    finish?.();
  }, []);
  return null;
}
