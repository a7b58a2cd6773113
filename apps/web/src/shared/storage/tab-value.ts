/**
 * A short text this browser tab keeps across reloads and sign-in round trips, and no other
 * tab sees (sessionStorage): a single-use link's token taken out of the address bar, why the
 * person was signed out. Storage may be off; then the value lasts until the page is left.
 */
export interface TabValue {
  keep: (value: string) => void;
  kept: () => string | null;
  forget: () => void;
}

export function tabValue(key: string): TabValue {
  return {
    keep: (value) => {
      try {
        sessionStorage.setItem(key, value);
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
