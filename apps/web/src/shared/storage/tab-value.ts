/**
 * The token of a single-use link from a message (a modem return, an invitation). A page
 * takes it out of the address bar at once (a token in a URL lingers in history and could
 * leak in a Referer); this tab keeps it, so a reload or a sign-in round trip still has it
 * until the link is used.
 */
export interface LinkTokenStore {
  keep: (token: string) => void;
  kept: () => string | null;
  forget: () => void;
}

export function linkTokenStore(key: string): LinkTokenStore {
  return {
    keep: (token) => {
      try {
        sessionStorage.setItem(key, token);
      } catch {
        // Storage may be off; the page still works until it is reloaded.
      }
    },
    kept: () => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    forget: () => {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing kept, nothing to forget.
      }
    },
  };
}
