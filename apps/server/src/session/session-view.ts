import type { SessionUser, SessionView } from '@portal/contracts';
import { sha256 } from '../platform/secrets';

/** Logged in: (auto-login and an access token) or (access token, refresh token and expiry). */
export function isLoggedIn(session: SessionUser): boolean {
  const tokens = session.tokenDetails;
  if (tokens === null) return false;
  if (session.isAutoLogin) return tokens.accessToken !== '';
  return tokens.refreshToken !== null && tokens.expiresIn !== null;
}

/** What the browser may see: never a token or the PKCE verifier. */
export function toSessionView(session: SessionUser): SessionView {
  return {
    isAutoLogin: session.isAutoLogin,
    destinationUrl: session.destinationUrl,
    accountCode: session.accountCode,
    isStaff: session.isStaff,
    salesPersonName: session.salesPersonName,
    isLoggedIn: isLoggedIn(session),
  };
}

/**
 * The OAuth state is derived from the secret verifier rather than stored, so the session
 * keeps exactly the fields of spec section 3 and a forged callback cannot match it.
 */
export function stateFor(codeVerifier: string): string {
  return sha256(`state:${codeVerifier}`);
}
