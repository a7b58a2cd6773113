import { useSyncExternalStore } from 'react';
import { layoutGuess } from './layout-guess';

/** Mantine's `sm` breakpoint: below it tables become stacked lists and the menu folds. */
const PHONE = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
}

/**
 * Below Mantine's `sm` breakpoint tables become stacked lists (ux.md). Read at once rather
 * than after mount, so a desktop does not flash the phone layout first. A page the server
 * drew for a phone or a wide screen (layout-guess.ts) is taken over with the layout it was
 * drawn with, and drawn again only if the screen is the other kind.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => layoutGuess() === 'phone',
  );
}
