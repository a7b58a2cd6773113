/**
 * The link's token is taken out of the address bar at once (a token in a URL lingers in
 * history); this tab keeps it so a reload still works until the link is used.
 */
const KEY = 'portal.modem-return-token';

export function keepReturnToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage may be off; the page still works until it is reloaded.
  }
}

export function keptReturnToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetReturnToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
