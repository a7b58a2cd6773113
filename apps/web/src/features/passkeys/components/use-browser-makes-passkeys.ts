import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Whether this browser can make passkeys at all (WebAuthn present, on a secure origin). The
 * page the server drew offers the button, as nearly every browser can; the app takes that
 * page over as drawn and swaps in the explanation only where the browser cannot.
 */
export function useBrowserMakesPasskeys(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => 'PublicKeyCredential' in window,
    () => true,
  );
}
